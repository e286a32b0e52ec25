/** tel: link of a phone number as written in site.yaml ("+254 712 345 678" → tel:+254712345678). */
export const telHref = (phone: string) => `tel:${phone.replace(/\s/g, '')}`;

export const mailHref = (email: string) => `mailto:${email}`;
