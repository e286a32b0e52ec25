import { Button } from '@mantine/core';
import { mailHref, telHref } from '../../lib/contactLinks';
import { IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { Section } from '../../ui/Section';
import { useSite } from '../../ui/SiteContext';
import { useLanguage } from '../../ui/facts';
import GeneratedForm from '../../forms/GeneratedForm.island';
import { factOf } from '../cards/Cards';
import type { ContactSectionBlockT } from './schema';
import { Columns, IconBox, Panel } from '../../ui/layout/Layout';
import classes from './ContactSection.module.css';

export function ContactSection({ block }: { block: ContactSectionBlockT }) {
  const { site, content } = useSite();
  const { messages } = useLanguage();
  const form = content.forms[block.form];
  const newsletter = block.newsletter && content.forms[block.newsletter.form];
  const cards = [
    { icon: IconPhone, title: messages.callUs, fact: factOf(site, 'phone'), note: block.phoneSupport },
    { icon: IconMail, title: messages.emailUs, fact: factOf(site, 'email') },
    { icon: IconMapPin, title: messages.visitUs, fact: factOf(site, 'address') },
    { icon: IconClock, title: messages.businessHours, fact: factOf(site, 'hours') },
  ];
  return (
    <Section id={block.id} title={block.title} text={block.text} tone="earth">
      <Columns cols={{ base: 1, md: 2 }} spacing="xl">
        <div className={classes.stack}>
          <Columns cols={{ base: 1, xs: 2 }} spacing="md">
            {cards.map(({ icon: Icon, title, fact, note }) => (
              <Panel key={title}>
                <IconBox>
                  <Icon size={24} aria-hidden />
                </IconBox>
                <h3 className={classes.title}>{title}</h3>
                {fact.lines.map((l, i) =>
                  i === 0 && fact.href ? (
                    <a key={l} href={fact.href} className={`accent-green ${classes.fact}`}>
                      {l}
                    </a>
                  ) : (
                    <p key={l} className={classes.line}>
                      {l}
                    </p>
                  ),
                )}
                {note && <p className={classes.note}>{note}</p>}
              </Panel>
            ))}
          </Columns>
          <div className={classes.actions}>
            <Button component="a" href={telHref(site.phone)} size="md" leftSection={<IconPhone size={18} aria-hidden />}>
              {messages.callNow}
            </Button>
            <Button component="a" href={mailHref(site.email)} size="md" variant="outline" leftSection={<IconMail size={18} aria-hidden />}>
              {messages.sendEmail}
            </Button>
          </div>
          {newsletter && block.newsletter && (
            <Panel>
              <h3 className={classes.title} data-first>
                {block.newsletter.title}
              </h3>
              {block.newsletter.text && <p className={classes.intro}>{block.newsletter.text}</p>}
              <GeneratedForm formId={newsletter.id} layout="inline" idPrefix={`${block.id ?? 'contact'}-newsletter`} />
            </Panel>
          )}
        </div>
        <Panel shadow pad="wide">
          {form.title && <h3 className={classes.formTitle}>{form.title}</h3>}
          <div className={classes.form}>
            <GeneratedForm formId={form.id} idPrefix={block.id ?? form.id} />
          </div>
        </Panel>
      </Columns>
    </Section>
  );
}
