import { mailHref, telHref } from '../lib/contactLinks';
import { Button } from '@mantine/core';
import { IconArrowUp, IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import GeneratedForm from '../forms/GeneratedForm.island';
import { SmartLink } from '../ui/SmartLink';
import { useSite } from '../ui/SiteContext';
import { useLanguage } from '../ui/facts';
import { fill } from '../i18n/messages';
import { Logo } from './Logo';
import { SocialIcon } from '../ui/SocialIcon';
import classes from './Footer.module.css';
import { Columns, Wrap } from '../ui/layout/Layout';

function NewsletterBox() {
  const { footer, content } = useSite();
  const box = footer.newsletter;
  const form = box && content.forms[box.form];
  if (!box || !form) return null;
  return (
    <section aria-labelledby="footer-newsletter">
      <h2 className={classes.heading} id="footer-newsletter">
        {box.title}
      </h2>
      {box.text && <p className={classes.note}>{box.text}</p>}
      {/* On every page: its code (and React) comes when the visitor turns to it. */}
      <GeneratedForm formId={form.id} layout="inline" idPrefix="footer-newsletter" inverted />
    </section>
  );
}

/** The footer: plain elements and one module (it is on every page, near the end of a long one). */
export function Footer() {
  const { site, footer } = useSite();
  const { messages } = useLanguage();
  return (
    <footer className={classes.footer}>
      <Wrap className={classes.wrap}>
        <Columns cols={{ base: 1, sm: 2, lg: 3 }} spacing={40}>
          <div className={classes.stack}>
            <Logo name={site.name} inverted />
            {footer.about && <p className={classes.muted}>{footer.about}</p>}
            <div className={classes.socials}>
              {site.social.map((s) => (
                <a
                  key={s.href}
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={fill(messages.opensNewTab, { label: s.label })}
                  title={s.label}
                  className={classes.social}
                >
                  <SocialIcon network={s.network} />
                </a>
              ))}
            </div>
          </div>
          <div className={classes.contact}>
            <h2 className={classes.heading}>{footer.contactTitle ?? messages.contactUs}</h2>
            <p className={classes.line}>
              <IconPhone size={18} aria-hidden />
              <a href={telHref(site.phone)} className={classes.link}>
                {site.phone}
              </a>
            </p>
            <p className={classes.line}>
              <IconMail size={18} aria-hidden />
              <a href={mailHref(site.email)} className={classes.link}>
                {site.email}
              </a>
            </p>
            <p className={classes.line}>
              <IconMapPin size={18} aria-hidden />
              <span className={classes.muted}>{site.address}</span>
            </p>
            <p className={classes.line}>
              <IconClock size={18} aria-hidden />
              <span className={classes.muted}>{site.hours.map((h) => `${h.days}: ${h.time}`).join(' · ')}</span>
            </p>
          </div>
          <NewsletterBox />
        </Columns>
        <hr className={classes.divider} />
        <Columns cols={{ base: 2, md: 4 }} spacing={32}>
          {footer.columns.map((col) => (
            <nav key={col.title} aria-label={col.title}>
              <h2 className={classes.colTitle}>{col.title}</h2>
              <div className={classes.colLinks}>
                {col.links.map((l) => (
                  <SmartLink key={l.label} to={l.to} className={classes.colLink}>
                    {l.label}
                  </SmartLink>
                ))}
              </div>
            </nav>
          ))}
        </Columns>
        <hr className={classes.divider} data-space="32" />
        <div className={classes.bottom}>
          <p className={classes.muted}>{footer.copyright}</p>
          {/* A link to the top; it scrolls there smoothly with no code (src/ui/global.css). */}
          <Button variant="subtle" color="gray" c="white" leftSection={<IconArrowUp size={16} aria-hidden />} component="a" href="#top">
            {footer.backToTop ?? messages.backToTop}
          </Button>
        </div>
      </Wrap>
    </footer>
  );
}
