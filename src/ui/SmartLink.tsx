import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { useLanguage } from './facts';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

export const isExternal = (to: string) => /^https?:\/\//.test(to);

/**
 * One link for every kind the manifest allows: pages and anchors are plain links (each
 * page is a file of its own); web addresses open in a new tab without handing over window.opener.
 */
export const SmartLink = forwardRef<HTMLAnchorElement, Props>(function SmartLink({ to, ...rest }, ref) {
  const { href } = useLanguage();
  if (isExternal(to)) return <a ref={ref} href={to} target="_blank" rel="noopener noreferrer" {...rest} />;
  // A page of the site, in the language of the page the link is on.
  return <a ref={ref} href={href(to)} {...rest} />;
});
