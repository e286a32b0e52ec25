import { createContext, useContext } from 'react';
import type { SiteModel } from '../schema/model';

export const SiteContext = createContext<SiteModel | null>(null);

export function useSite(): SiteModel {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() needs <SiteContext.Provider> above it.');
  return site;
}
