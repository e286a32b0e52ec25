export type Network = 'facebook' | 'twitter' | 'linkedin';

/** The provider's share page for the current address; Twitter also gets the title and description as text. */
export function shareUrl(network: Network, pageUrl: string, title: string, description: string): string {
  const u = encodeURIComponent(pageUrl);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(`${title} - ${description}`)}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
  }
}

export const POPUP_FEATURES = 'width=600,height=400,noopener,noreferrer';
