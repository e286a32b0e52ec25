/** A quantity as typed: a whole number, or 0 when empty or not a number (spec section 5). */
export function parseQuantity(text: string): number {
  const n = Number.parseInt(text, 10);
  return Number.isNaN(n) ? 0 : n;
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

export interface Impact {
  plasticSaved: number;
  co2Reduced: number;
  treesEquivalent: number;
}

/** The spec's formulas (section 9), each rounded to one decimal. */
export function impactOf(cutleryText: string, furnitureText: string): Impact {
  const cutlery = parseQuantity(cutleryText);
  const furniture = parseQuantity(furnitureText);
  const co2 = cutlery * 0.02 + furniture * 15;
  return {
    plasticSaved: oneDecimal(cutlery * 0.015 + furniture * 2.5),
    co2Reduced: oneDecimal(co2),
    treesEquivalent: oneDecimal(co2 / 22),
  };
}
