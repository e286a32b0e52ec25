import { IconLeaf, IconStarFilled } from '@tabler/icons-react';
import { useSaid } from '../../ui/facts';
import type { CSSProperties } from 'react';
import { Img } from '../../ui/Img';
import { searchAttrs } from '../../ui/search';
import BuyButtonIsland, { BuyButton } from './BuyButton.island';
import { Tag } from '../../ui/layout/Layout';
import { useLanguage } from '../../ui/facts';
import type { ProductT } from '../../schema/content';
import classes from './ProductGrid.module.css';

interface Props {
  product: ProductT;
  categoryLabel?: string;
  featuredBadge?: boolean;
  showSustainability?: boolean;
  /** Entrance animation delay of this card, in ms. */
  delay: number;
  /** Buy on WhatsApp: a chat link, or (`dialog`) the enquiry form in a dialog once the code runs. */
  buy: { dialog?: string };
  /** Its search text, written on the card for a list's first paint (src/ui/search.ts). */
  search?: string;
}

/** A product as a card. Plain elements and one module: a grid repeats it up to fifteen times. */
export function ProductCard({ product: p, categoryLabel, featuredBadge, showSustainability, delay, buy, search }: Props) {
  const { messages } = useLanguage();
  const said = useSaid();
  return (
    <article
      className={classes.card}
      style={delay ? ({ '--enter-delay': `${delay}ms` } as CSSProperties) : undefined}
      data-testid="product-card"
      {...(search === undefined ? {} : searchAttrs.card(search))}
    >
      <div className={classes.media}>
        <Img image={p.image} className={classes.image} />
      </div>
      <div className={classes.body}>
        <div className={classes.tags}>
          {featuredBadge && (
            <Tag color="earth" variant="filled" icon={<IconStarFilled size={10} aria-hidden />}>
              {messages.featured}
            </Tag>
          )}
          {categoryLabel && <Tag color="earth">{said(categoryLabel)}</Tag>}
          {p.sustainable && <Tag icon={<IconLeaf size={12} aria-hidden />}>{messages.ecoFriendly}</Tag>}
        </div>
        <h3 className={classes.name}>{said(p.name)}</h3>
        <p className={classes.description} data-testid="product-description">
          {said(p.description)}
        </p>
        {showSustainability && p.sustainability && (
          <p className={classes.claim}>
            <IconLeaf size={12} aria-hidden /> {said(p.sustainability)}
          </p>
        )}
        <div className={classes.foot}>
          {p.priceText && <p className={classes.price}>{p.priceText}</p>}
          {buy.dialog ? (
            <BuyButtonIsland product={p.name} dialog={buy.dialog} className={classes.buy} />
          ) : (
            <BuyButton product={p.name} dialog={null} className={classes.buy} />
          )}
        </div>
      </div>
    </article>
  );
}
