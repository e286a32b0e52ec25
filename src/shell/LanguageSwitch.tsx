import { useLocation, useMatches, useParams } from 'react-router-dom';
import { pathIn } from '../i18n/language';
import { messages } from '../i18n/messages';
import { useFacts } from '../ui/facts';
import { useSite } from '../ui/SiteContext';

/**
 * Links to this page in the site's other languages, each named in its own language. Plain links:
 * they work with scripts off; with scripts on, the page's one script (src/islands/client.ts) leads
 * to the address as it is when the link is followed (a live filter may have moved it), with its
 * search and section (`?…#…`). A post not written in a
 * language leads to that language's blog.
 */
/** What a language's addresses start with: nothing for the first language, `/sw` for Kiswahili. */
const prefixOf = (lang: string, first: string) => (lang === first ? '' : `/${lang}`);

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
        {...(path === pathname ? { 'data-keep-place': prefixOf(other, first), 'data-from': prefixOf(lang, first) } : {})}
        aria-label={words.switchLabel}
      >
        {words.switchTo}
      </a>
    );
  });
}
