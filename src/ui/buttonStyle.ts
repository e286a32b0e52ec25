import type { ButtonProps } from '@mantine/core';
import type { ButtonT } from '../schema/kinds';

const VARIANT: Record<NonNullable<ButtonT['variant']>, ButtonProps['variant']> = {
  primary: 'filled',
  secondary: 'filled',
  outline: 'outline',
  light: 'white',
};

export type ButtonSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/** How a button looks, from its variant in site.yaml. */
export function buttonStyle(button: ButtonT, size: ButtonSize) {
  return { size, variant: VARIANT[button.variant ?? 'primary'], color: button.variant === 'secondary' ? 'earth' : undefined };
}
