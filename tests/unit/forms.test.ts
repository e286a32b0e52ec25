import { describe, expect, it } from 'vitest';
import { composeChatMessage } from '../../src/forms/actions';
import { defaultValues, formSchema, inSentence, isKenyanPhone, phoneExample } from '../../src/forms/rules';
import type { FieldT, FormT } from '../../src/schema/forms';
import { messages as catalogue } from '../../src/i18n/messages';

const words = catalogue.en;

const messages: FormT['messages'] = {
  success: 'ok',
  failure: 'failed',
  invalidEmail: 'Please enter a valid email.',
  subscribed: 'subscribed',
  notSubscribed: 'not subscribed',
};
const form = (fields: FieldT[]) => ({ fields, messages });
const errors = (fields: FieldT[], values: Record<string, unknown>) => {
  const r = formSchema(form(fields), words).safeParse(values);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
};

const text = (over: Partial<Extract<FieldT, { kind: 'text' }>> = {}): FieldT => ({
  kind: 'text',
  name: 'name',
  label: 'Full Name',
  required: false,
  maxLength: 200,
  ...over,
});

describe('field rules', () => {
  it('words a label as part of the sentence: never "your Your Name"', () => {
    expect(inSentence('Your Name')).toBe('name');
    expect(inSentence('Email Address')).toBe('email address');
    expect(inSentence('Products and Quantities')).toBe('products and quantities');
    expect(inSentence('WhatsApp Number')).toBe('WhatsApp number');
    expect(inSentence('KRA PIN')).toBe('KRA PIN');
    expect(errors([text({ name: 'n', label: 'Your Name', required: true })], { n: '' })).toEqual({ n: 'Please enter your name.' });
  });

  it('required: an empty or blank value is refused with the label in the message', () => {
    expect(errors([text({ required: true })], { name: '   ' })).toEqual({ name: 'Please enter your full name.' });
    expect(errors([text({ required: false })], { name: '' })).toEqual({});
  });

  it('trims every text value', () => {
    const r = formSchema(form([text()]), words).parse({ name: '  Jane  ' });
    expect(r).toEqual({ name: 'Jane' });
  });

  it('maxLength: a longer value is refused', () => {
    expect(errors([text({ maxLength: 5 })], { name: 'abcdef' })).toEqual({ name: 'Full Name can be at most 5 characters.' });
    expect(errors([text({ maxLength: 5 })], { name: 'abcde' })).toEqual({});
  });

  it("email: checks the form of the address with the form's message", () => {
    const f: FieldT = { kind: 'email', name: 'email', label: 'Email', required: true, maxLength: 254 };
    expect(errors([f], { email: 'jane@example' })).toEqual({ email: 'Please enter a valid email.' });
    expect(errors([f], { email: 'jane example.com' })).toEqual({ email: 'Please enter a valid email.' });
    expect(errors([f], { email: '' })).toEqual({ email: 'Please enter a valid email.' });
    expect(errors([f], { email: ' jane@example.co.ke ' })).toEqual({});
    // What the database refuses, the form refuses first, with its own message.
    for (const bad of [
      'ja\u001bne@example.co.ke',
      'jane\u0007@example.co.ke',
      'ja\u007fne@example.co.ke',
      '<jane@example.co.ke',
      'jane@example.co.ke>',
    ])
      expect(errors([f], { email: bad })).toEqual({ email: 'Please enter a valid email.' });
    expect(errors([f], { email: 'wanjikũ@example.co.ke' })).toEqual({});
  });

  it('tel: accepts Kenyan numbers in their usual forms only', () => {
    for (const ok of [
      '+254 712 345 678',
      '+254712345678',
      '254712345678',
      '0712 345 678',
      '0712-345-678',
      '0112 345 678',
      '+254 112 345 678',
    ])
      expect(isKenyanPhone(ok), ok).toBe(true);
    for (const bad of ['12345', '+1 212 555 0100', '0812 345 678', '+254 712 345 67', '07123456789', 'phone'])
      expect(isKenyanPhone(bad), bad).toBe(false);
    const f: FieldT = { kind: 'tel', name: 'phone', label: 'Phone', required: false, maxLength: 20 };
    expect(errors([f], { phone: '' })).toEqual({});
    expect(errors([f], { phone: '555' })).toEqual({ phone: 'Please enter a Kenyan phone number, e.g. +254 712 345 678 or 0712 345 678.' });
  });

  it("tel: the message's example is the site's own number (site.phone), so it changes when the number does", () => {
    const f: FieldT = { kind: 'tel', name: 'phone', label: 'Phone', required: false, maxLength: 20 };
    const r = formSchema(form([f]), words, '+254 722 100 200').safeParse({ phone: '555' });
    expect(r.success ? '' : r.error.issues[0].message).toBe('Please enter a Kenyan phone number, e.g. +254 722 100 200 or 0722 100 200.');
    expect(phoneExample('0110 200 300', words)).toBe('+254 110 200 300 or 0110 200 300');
    // A number visitors could not copy the form of (a landline, another country): the usual example.
    expect(phoneExample('+254 20 123 4567', words)).toBe('+254 712 345 678 or 0712 345 678');
    expect(phoneExample(undefined, words)).toBe('+254 712 345 678 or 0712 345 678');
  });

  it('select: a required choice must be made, and only from the options', () => {
    const f: FieldT = {
      kind: 'select',
      name: 'inquiry_type',
      label: 'Inquiry Type',
      required: true,
      options: [{ value: 'general_inquiry', label: 'General Inquiry' }],
    };
    expect(errors([f], { inquiry_type: '' })).toEqual({ inquiry_type: 'Please choose an inquiry type.' });
    expect(errors([f], { inquiry_type: 'hacked' })).toEqual({ inquiry_type: 'Please choose one of the listed options for Inquiry Type.' });
    expect(errors([f], { inquiry_type: 'general_inquiry' })).toEqual({});
  });

  it("speaks the page's language: a form filled in Kiswahili says its problems in Kiswahili", () => {
    const fields: FieldT[] = [
      text({ name: 'n', label: 'Jina Lako', required: true }),
      { kind: 'tel', name: 'phone', label: 'Simu', required: false, maxLength: 20 },
      { kind: 'email', name: 'email', label: 'Barua Pepe', required: false, maxLength: 254 },
    ];
    const { invalidEmail: _own, ...withoutOwn } = messages;
    const r = formSchema({ fields, messages: withoutOwn }, catalogue.sw).safeParse({ n: '', phone: '555', email: 'jane@example' });
    expect(r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]))).toEqual({
      n: 'Tafadhali andika jina lako.',
      phone: 'Tafadhali andika nambari ya simu ya Kenya, k.m. +254 712 345 678 au 0712 345 678.',
      email: 'Tafadhali andika anwani sahihi ya barua pepe.',
    });
  });

  it('checkbox: true or false', () => {
    const f: FieldT = { kind: 'checkbox', name: 'newsletter', label: 'News', required: false };
    expect(formSchema(form([f]), words).parse({ newsletter: true })).toEqual({ newsletter: true });
  });

  it('defaults: declared values, presets over them, empty text and unticked boxes otherwise', () => {
    const fields: FieldT[] = [
      text(),
      {
        kind: 'select',
        name: 'program',
        label: 'Program',
        required: true,
        options: [{ value: 'basic', label: 'Basic' }],
        default: 'basic',
      },
      { kind: 'checkbox', name: 'nl', label: 'News', required: false },
      { kind: 'hidden', name: 'productName', default: '' },
    ];
    expect(defaultValues({ fields })).toEqual({ name: '', program: 'basic', nl: false, productName: '' });
    expect(defaultValues({ fields }, { program: 'advanced', productName: 'Bamboo Bag' })).toEqual({
      name: '',
      program: 'advanced',
      nl: false,
      productName: 'Bamboo Bag',
    });
  });
});

describe('chat message of an enquiry', () => {
  const fields: FieldT[] = [
    { kind: 'hidden', name: 'productName', label: 'Product', default: '' },
    { kind: 'text', name: 'name', label: 'Your Name', required: true, maxLength: 200 },
    { kind: 'text', name: 'quantity', label: 'Quantity', required: false, maxLength: 200 },
    { kind: 'textarea', name: 'message', label: 'Message', required: false, rows: 3, maxLength: 5000 },
  ];

  it('fills the template and lists the other filled fields', () => {
    const msg = composeChatMessage(
      "Hi team, I'm interested in buying {productName}. Can you share details and pricing?",
      { fields },
      { productName: 'Bamboo Bag', name: 'Jane', quantity: '10', message: '' },
      words,
    );
    expect(msg).toBe("Hi team, I'm interested in buying Bamboo Bag. Can you share details and pricing?\n\nYour Name: Jane\nQuantity: 10");
  });

  it('reads naturally when no product was given', () => {
    expect(composeChatMessage('I want {productName}.', { fields }, { productName: '', name: 'Jane' }, words)).toBe(
      'I want your products.\n\nYour Name: Jane',
    );
  });
});
