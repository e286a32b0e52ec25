import { Button } from '@mantine/core';
import { IconBrandFacebook, IconBrandLinkedin, IconBrandX } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { island } from '../../islands/island';
import { fill } from '../../i18n/fill';
import { useLanguage } from '../../ui/facts';
import { POPUP_FEATURES, shareUrl, type Network } from './share';

const SHARE: Array<{ network: Network; label: string; icon: typeof IconBrandX }> = [
  { network: 'facebook', label: 'Facebook', icon: IconBrandFacebook },
  { network: 'twitter', label: 'Twitter', icon: IconBrandX },
  { network: 'linkedin', label: 'LinkedIn', icon: IconBrandLinkedin },
];

/**
 * The share buttons: each a link to the network's share page for the article's public address
 * (a new tab, before this code comes and with scripts off); once live, a 600×400 popup for
 * the address the visitor is on (spec: blog share).
 */
function ShareLinks({ address, title, description }: { address: string; title: string; description: string }) {
  const { messages } = useLanguage();
  const popup = (network: Network) => (e: MouseEvent) => {
    e.preventDefault();
    window.open(shareUrl(network, window.location.href, title, description), `share-${network}`, POPUP_FEATURES);
  };
  return SHARE.map(({ network, label, icon: Icon }) => (
    <Button
      key={network}
      variant="default"
      size="sm"
      leftSection={<Icon size={16} aria-hidden />}
      component="a"
      href={shareUrl(network, address, title, description)}
      target="_blank"
      rel="noopener noreferrer"
      onClick={popup(network)}
      aria-label={fill(messages.shareOn, { network: label })}
    >
      {label}
    </Button>
  ));
}

export default island('blocks/blogArticle/ShareLinks', ShareLinks);
