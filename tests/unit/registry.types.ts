/**
 * Compile-time proof that the registry type catches a missing component: if the
 * mapped type ever stopped doing so, this @ts-expect-error would itself fail `tsc`.
 */
import { registry, type Registry } from '../../src/app/registry';

const { hero: _hero, ...withoutHero } = registry;

// @ts-expect-error a registry with no component for "hero" must not compile
export const incomplete: Registry = withoutHero;
