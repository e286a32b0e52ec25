import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import classes from './Layout.module.css';

type Breakpoint = 'base' | 'xs' | 'sm' | 'md' | 'lg';
type Count = 1 | 2 | 3 | 4;
export type Gap = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 32 | 40 | 48;

const join = (...names: Array<string | undefined | false>) => names.filter(Boolean).join(' ') || undefined;

/** The page's content width (Mantine's container sizes), centred with side padding. */
export function Wrap({
  size = 'xl',
  className,
  children,
}: {
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={join(classes.container, className)} data-size={size}>
      {children}
    </div>
  );
}

type ColumnsProps = Omit<ComponentPropsWithoutRef<'div'>, 'ref'> & {
  /** Columns from each breakpoint up (Mantine's breakpoints), e.g. `{ base: 1, xs: 2, md: 3 }`. */
  cols: Partial<Record<Breakpoint, Count>>;
  spacing?: Gap;
  mt?: 'md';
  component?: 'div' | 'ul' | 'ol';
  ref?: Ref<HTMLDivElement>;
};

/** An even grid, like Mantine's SimpleGrid, drawn by static rules instead of a <style> tag per grid. */
export function Columns({ cols, spacing, mt, component = 'div', className, ref, ...rest }: ColumnsProps) {
  // One element type for the checker; the list kinds take the same attributes.
  const C = component as 'div';
  const spec = Object.entries(cols)
    .map(([bp, n]) => (bp === 'base' ? String(n) : `${bp}${n}`))
    .join(' ');
  return (
    <C
      ref={ref}
      className={join(classes.cols, className)}
      data-cols={spec}
      data-gap={spacing === 'md' ? undefined : spacing}
      data-mt={mt}
      {...rest}
    />
  );
}

/** A small label (Mantine's badge look) as one element: cards repeat it many times. */
export function Tag({ color, variant, icon, children }: { color?: 'earth'; variant?: 'filled'; icon?: ReactNode; children: ReactNode }) {
  return (
    <span className={classes.tag} data-color={color} data-variant={variant}>
      {icon}
      {children}
    </span>
  );
}

/** A person's initials in a circle (Mantine's avatar look) as one element. */
export function Initials({ size, children }: { size?: 'lg'; children: ReactNode }) {
  return (
    <span className={classes.initials} data-size={size} aria-hidden>
      {children}
    </span>
  );
}

type PanelProps = ComponentPropsWithoutRef<'div'> & { shadow?: boolean; pad?: 'xl' | 'wide' };

/** A bordered, rounded box (Mantine's Paper look) as one plain element. */
export function Panel({ shadow, pad, className, ...rest }: PanelProps) {
  return <div className={join(classes.panel, className)} data-shadow={shadow || undefined} data-pad={pad} {...rest} />;
}

/** An icon on a soft square (Mantine's light ThemeIcon look). */
export function IconBox({ size, className, children }: { size?: 48; className?: string; children: ReactNode }) {
  return (
    <span className={join(classes.iconBox, className)} data-size={size}>
      {children}
    </span>
  );
}

/** A heading of the given level: blocks choose h1, h2 or h3 by their place on the page. */
export function Heading({ order, ...props }: { order: 1 | 2 | 3 } & ComponentPropsWithoutRef<'h2'>) {
  const H = `h${order}` as const;
  return <H {...props} />;
}
