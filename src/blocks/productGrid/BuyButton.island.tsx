import { Button } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { openEnquiry } from '../../forms/enquiry';
import { island } from '../../islands/island';
import { chatTemplate, chatUrl, fillTemplate } from '../../services/chat';
import { fill } from '../../i18n/fill';
import { useFacts, useLanguage } from '../../ui/facts';

/**
 * Buy on WhatsApp: a link to the chat app with the product's message; with `dialog`, once
 * the code runs, it opens that enquiry form in a dialog instead. Without a dialog it has
 * nothing to do once live: drawn as it is, it is no island (ProductCard.tsx).
 */
export function BuyButton({ product, dialog, className }: { product: string; dialog: string | null; className?: string }) {
  const facts = useFacts();
  const { site, chat } = facts;
  const { messages } = useLanguage();
  const href = chatUrl(site.chatNumber, fillTemplate(chatTemplate(chat.templates, 'productInquiry'), { productName: product }));
  const open = (e: MouseEvent<HTMLElement>) => {
    if (!dialog) return;
    e.preventDefault();
    void openEnquiry(facts, e.currentTarget, dialog, { productName: product });
  };
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      leftSection={<IconBrandWhatsapp size={16} aria-hidden />}
      onClick={open}
      aria-label={fill(messages.buyProductOnWhatsApp, { product })}
      className={className}
    >
      {messages.buyOnWhatsApp}
    </Button>
  );
}

export default island('blocks/productGrid/BuyButton', BuyButton);
