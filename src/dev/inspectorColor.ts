/** The inspector's colour: block outlines, labels and the switch. */
export const ORANGE = '#c2410c';
