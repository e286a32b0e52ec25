export * from './kinds.ts';
export * from './blocks.ts';
export * from './content.ts';
export * from './site.ts';
export * from './model.ts';
