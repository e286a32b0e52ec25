import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router-dom';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

export const isExternal = (to: string) => /^https?:\/\//.test(to);

/**
 * One link for every kind the manifest allows: pages and anchors go through the
 * router; web addresses open in a new tab without handing over window.opener.
 */
export const SmartLink = forwardRef<HTMLAnchorElement, Props>(function SmartLink({ to, ...rest }, ref) {
  if (isExternal(to)) return <a ref={ref} href={to} target="_blank" rel="noopener noreferrer" {...rest} />;
  if (/^(tel|mailto):/.test(to)) return <a ref={ref} href={to} {...rest} />;
  return <Link ref={ref} to={to} {...rest} />;
});
