import { fill } from '../i18n/fill';
import { useLanguage } from './facts';
import classes from './layout/Layout.module.css';

const STAR = '12 2 15.09 8.26 22 9.27 17 14.14 18.18 21.02 12 17.77 5.82 21.02 7 14.14 2 9.27 8.91 8.26';

/** A five-star display, read aloud as "Rated n out of 5": one drawing, not five icons. */
export function Stars({ rating }: { rating: number }) {
  const { messages } = useLanguage();
  return (
    <svg
      className={classes.stars}
      viewBox="0 0 90 16"
      width={90}
      height={16}
      role="img"
      aria-label={fill(messages.ratedOutOf5, { rating })}
    >
      {Array.from({ length: 5 }, (_, i) => (
        <polygon key={i} points={STAR} transform={`translate(${i * 18} 0) scale(0.6667)`} fill={i < rating ? '#e0a11b' : '#cfd4da'} />
      ))}
    </svg>
  );
}
