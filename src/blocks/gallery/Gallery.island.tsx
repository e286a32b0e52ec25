import { Modal, Text, UnstyledButton } from '@mantine/core';
import { useState, type MouseEvent } from 'react';
import { Img } from '../../ui/Img';
import { Section } from '../../ui/Section';
import { island } from '../../islands/island';
import { useSite } from '../../ui/SiteContext';
import { fill } from '../../i18n/fill';
import { useLanguage } from '../../ui/facts';
import type { GalleryBlockT } from './schema';
import classes from './Gallery.module.css';
import { Columns } from '../../ui/layout/Layout';

export function Gallery({ block }: { block: GalleryBlockT }) {
  return <GalleryLive block={block} gallery={useSite().content.training.gallery} />;
}

type GalleryItems = ReturnType<typeof useSite>['content']['training']['gallery'];

function GalleryView({ block, gallery }: { block: GalleryBlockT; gallery: GalleryItems }) {
  const [open, setOpen] = useState<number | null>(null);
  const { messages } = useLanguage();
  const current = open === null ? undefined : gallery[open];
  return (
    <Section id={block.id} title={block.title} text={block.text}>
      <Columns cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {gallery.map((g, i) => (
          <figure key={g.image.src} className={classes.figure}>
            {/* A link to the picture itself (before this code comes, and with scripts off); then a dialog. */}
            <UnstyledButton
              component="a"
              href={g.image.src}
              onClick={(e: MouseEvent) => {
                e.preventDefault();
                setOpen(i);
              }}
              className={classes.button}
              aria-label={fill(messages.showLarger, { caption: g.caption })}
            >
              <Img image={g.image} cover="4 / 3" className={classes.image} />
            </UnstyledButton>
            <Text component="figcaption" fz="sm" mt={6} c="dimmed">
              {g.caption}
            </Text>
          </figure>
        ))}
      </Columns>
      <Modal
        opened={!!current}
        onClose={() => setOpen(null)}
        size="xl"
        title={current?.caption}
        centered
        closeButtonProps={{ 'aria-label': messages.closePicture }}
      >
        {current && <Img image={current.image} eager className={classes.large} sizes="(min-width: 62em) 50rem, 100vw" />}
      </Modal>
    </Section>
  );
}

const GalleryLive = island('blocks/gallery/Gallery', GalleryView);
export default GalleryLive;
