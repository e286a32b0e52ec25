import { Button, type ButtonProps } from '@mantine/core';
import type { ButtonT } from '../schema/kinds';
import { useChat } from './useChat';
import { SmartLink } from './SmartLink';

const VARIANT: Record<NonNullable<ButtonT['variant']>, ButtonProps['variant']> = {
  primary: 'filled',
  secondary: 'filled',
  outline: 'outline',
  light: 'white',
};

/** A button declared in site.yaml: a link, or a chat message. */
export function ActionButton({ button, size = 'md', onNavigate }: { button: ButtonT; size?: ButtonProps['size']; onNavigate?: () => void }) {
  const chat = useChat();
  const variant = VARIANT[button.variant ?? 'primary'];
  const color = button.variant === 'secondary' ? 'earth' : undefined;
  if (button.chat) {
    return (
      <Button size={size} variant={variant} color={color} onClick={() => chat(button.chat!)}>
        {button.label}
      </Button>
    );
  }
  return (
    <Button size={size} variant={variant} color={color} component={SmartLink} to={button.to!} onClick={onNavigate}>
      {button.label}
    </Button>
  );
}
