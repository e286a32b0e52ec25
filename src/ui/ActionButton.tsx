import { Button, type ButtonProps } from '@mantine/core';
import { useEnquiry } from '../forms/EnquiryDialog';
import { presetForm } from '../forms/presets';
import type { ButtonT } from '../schema/kinds';
import { telHref } from '../lib/contactLinks';
import { SmartLink } from './SmartLink';
import { useSite } from './SiteContext';
import { useChat } from './useChat';

const VARIANT: Record<NonNullable<ButtonT['variant']>, ButtonProps['variant']> = {
  primary: 'filled',
  secondary: 'filled',
  outline: 'outline',
  light: 'white',
};

/** A button declared in site.yaml: a link, a call, a chat message, a dialog or a jump to a form. */
export function ActionButton({
  button,
  size = 'md',
  onNavigate,
}: {
  button: ButtonT;
  size?: ButtonProps['size'];
  onNavigate?: () => void;
}) {
  const { site } = useSite();
  const chat = useChat();
  const enquire = useEnquiry();
  // "{phone}" in any label shows the number under site: (written once for the whole site).
  const label = button.label.replaceAll('{phone}', site.phone);
  const style = { size, variant: VARIANT[button.variant ?? 'primary'], color: button.variant === 'secondary' ? 'earth' : undefined };
  if (button.call) {
    // The number is written once, under site: in site.yaml.
    return (
      <Button {...style} component="a" href={telHref(site.phone)} onClick={onNavigate}>
        {label}
      </Button>
    );
  }
  if (button.to) {
    return (
      <Button {...style} component={SmartLink} to={button.to} onClick={onNavigate}>
        {label}
      </Button>
    );
  }
  const act = () => {
    if (button.chat) chat(button.chat, button.values);
    else if (button.dialog) enquire(button.dialog, button.values);
    else if (button.form) presetForm(button.form, button.values);
  };
  return (
    <Button {...style} onClick={act}>
      {label}
    </Button>
  );
}
