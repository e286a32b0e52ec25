/** The forms' own words (validation messages, sending, sent, failed), per language. */
const en = {
  // What a field's check says ({field}: its label as words inside the sentence; src/forms/rules.ts).
  enterYour: 'Please enter your {field}.',
  chooseA: 'Please choose a {field}.',
  /** The same before a vowel (English says "an"). */
  chooseAn: 'Please choose an {field}.',
  invalidEmail: 'Please enter a valid email address.',
  invalidPhone: 'Please enter a Kenyan phone number, e.g. {example}.',
  /** The phone number's example in both forms a visitor may write it. */
  phoneForms: '{international} or {local}',
  tooLong: '{field} can be at most {max} characters.',
  notAnOption: 'Please choose one of the listed options for {field}.',
  // The form itself.
  choose: 'Choose…',
  honeypot: 'Leave this field empty',
  sending: 'Sending Message...',
  subscribed: 'You are subscribed to our newsletter.',
  notSubscribed: 'We could not sign you up for the newsletter this time; please use the newsletter box at the bottom of the page.',
  // The way through with scripts off.
  opensWhatsApp: '{label} (opens WhatsApp)',
  byEmail: '{label} by e-mail',
  newsletterSubject: 'Newsletter sign-up',
  websiteSubject: 'Message from the website',
  // The dialog, and a chat message with no product named.
  enquiry: 'Enquiry',
  closeDialog: 'Close dialog',
  yourProducts: 'your products',
};

export type FormWords = typeof en;

const sw: FormWords = {
  enterYour: 'Tafadhali andika {field}.',
  chooseA: 'Tafadhali chagua {field}.',
  chooseAn: 'Tafadhali chagua {field}.',
  invalidEmail: 'Tafadhali andika anwani sahihi ya barua pepe.',
  invalidPhone: 'Tafadhali andika nambari ya simu ya Kenya, k.m. {example}.',
  phoneForms: '{international} au {local}',
  tooLong: '{field}: herufi zisizidi {max}.',
  notAnOption: 'Tafadhali chagua mojawapo ya chaguo zilizoorodheshwa za {field}.',
  choose: 'Chagua…',
  honeypot: 'Acha sehemu hii tupu',
  sending: 'Inatuma Ujumbe...',
  subscribed: 'Umejiandikisha kupokea jarida letu.',
  notSubscribed: 'Hatukuweza kukuandikisha kwenye jarida safari hii; tafadhali tumia kisanduku cha jarida chini ya ukurasa.',
  opensWhatsApp: '{label} (hufungua WhatsApp)',
  byEmail: '{label} kwa barua pepe',
  newsletterSubject: 'Kujiandikisha kwa jarida',
  websiteSubject: 'Ujumbe kutoka kwenye tovuti',
  enquiry: 'Ulizo',
  closeDialog: 'Funga kidirisha',
  yourProducts: 'bidhaa zenu',
};

export const formWords = { en, sw };
