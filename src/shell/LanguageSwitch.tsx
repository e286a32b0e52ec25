import { useLocation, useMatches, useParams } from 'react-router-dom';
import { pathIn } from '../i18n/language';
import { messages } from '../i18n/messages';
import { useFacts } from '../ui/facts';
import { useSite } from '../ui/SiteContext';

/**
 * Links to this page in the site's other languages, each named in its own language. Plain links:
 * they work with scripts off; with scripts on, the page's one script (src/islands/client.ts) adds
 * the address's filter and section (`?…#…`) as the link is followed. A post not written in a
 * language leads to that language's blog.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { lang, site } = useFacts();
  const model = useSite();
  const { pathname } = useLocation();
  const { slug } = useParams();
  // The not-found page is drawn at an address no one visits: its switch leads to the other language's home.
  const notFound = useMatches().at(-1)?.id === '*';
  const first = site.languages[0];
  const others = site.languages.filter((l) => l !== lang);
  if (!others.length) return null;
  const post = slug ? model.content.posts.find((p) => p.slug === slug) : undefined;
  return others.map((other) => {
    const path = notFound ? '/' : post && !post.languages.includes(other) ? pathname.replace(/\/[^/]+\/?$/, '') || '/' : pathname;
    const words = messages[other];
    return (
      <a
        key={other}
        href={pathIn(path, other, first)}
        hrefLang={other}
        lang={other}
        className={className}
        data-keep-place={path === pathname ? '' : undefined}
        aria-label={words.switchLabel}
      >
        {words.switchTo}
      </a>
    );
  });
}
