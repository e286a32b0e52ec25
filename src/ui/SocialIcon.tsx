import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandTiktok,
  IconBrandX,
  IconBrandYoutube,
} from '@tabler/icons-react';
import type { socialNetworks } from '../schema/site';

const ICONS = {
  facebook: IconBrandFacebook,
  instagram: IconBrandInstagram,
  twitter: IconBrandX,
  x: IconBrandX,
  linkedin: IconBrandLinkedin,
  tiktok: IconBrandTiktok,
  youtube: IconBrandYoutube,
} satisfies Record<(typeof socialNetworks)[number], unknown>;

export function SocialIcon({ network, size = 20 }: { network: keyof typeof ICONS; size?: number }) {
  const Icon = ICONS[network];
  return <Icon size={size} stroke={1.6} aria-hidden />;
}
