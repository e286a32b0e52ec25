import { Button } from '@mantine/core';
import { chatTemplate, chatUrl, fillTemplate } from '../services/chat';
import type { ButtonT } from '../schema/kinds';
import { telHref } from '../lib/contactLinks';
import { useFacts, useLanguage } from './facts';
import { isExternal } from './SmartLink';
import LiveButton from './LiveButton.island';
import { presetHref } from '../forms/presets';
import { buttonStyle, type ButtonSize } from './buttonStyle';

/**
 * A button declared in site.yaml: a link, a call, a chat message, a dialog or a jump to a
 * form. Every one is a real link, so it works with scripts off: a chat opens the chat app
 * with its text; a dialog's button opens the chat app with the dialog's message until its
 * code runs (then it opens the dialog); a jump to a form goes to the form.
 */
export function ActionButton({ button, size = 'md' }: { button: ButtonT; size?: ButtonSize }) {
  const { site, chat, forms } = useFacts();
  const { href } = useLanguage();
  // "{phone}" in any label shows the number under site: (written once for the whole site).
  const label = button.label.replaceAll('{phone}', site.phone);
  const style = buttonStyle(button, size);
  if (button.call) {
    return (
      <Button {...style} component="a" href={telHref(site.phone)}>
        {label}
      </Button>
    );
  }
  if (button.to) {
    const external = isExternal(button.to);
    return (
      <Button {...style} component="a" href={href(button.to)} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {label}
      </Button>
    );
  }
  if (button.chat) {
    return (
      <Button
        {...style}
        component="a"
        href={chatUrl(site.chatNumber, fillTemplate(chatTemplate(chat.templates, button.chat), button.values))}
        target="_blank"
        rel="noopener noreferrer"
      >
        {label}
      </Button>
    );
  }
  if (button.dialog) {
    const action = Object.hasOwn(forms, button.dialog) ? forms[button.dialog].action : undefined;
    const template = action?.type === 'chat' ? action.template : 'general';
    const fallback = chatUrl(site.chatNumber, fillTemplate(chatTemplate(chat.templates, template), button.values));
    return (
      <LiveButton
        label={label}
        size={size}
        variant={button.variant ?? null}
        href={fallback}
        dialog={button.dialog}
        values={button.values ?? {}}
      />
    );
  }
  if (button.form) {
    return (
      <LiveButton
        label={label}
        size={size}
        variant={button.variant ?? null}
        href={presetHref(button.form, button.values)}
        form={button.form}
        values={button.values ?? {}}
      />
    );
  }
  return <Button {...style}>{label}</Button>;
}
