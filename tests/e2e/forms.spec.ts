import type { Page } from '@playwright/test';
import { defined, expect, model, test, whenLive } from './fixtures';
import { mailsFrom, outbox, uniqueEmail } from './standInData';

async function fillHomeForm(page: Page, email: string) {
  const form = page.locator('form[data-form="home-contact"]');
  await form.getByLabel('Full Name').fill('  Jane Wanjiru  ');
  await form.getByLabel('Email Address').fill(email);
  await form.getByLabel('Phone Number').fill('0712 345 678');
  await form.getByLabel('Subject').fill('Cutlery for our hotel');
  await form.getByLabel('Inquiry Type').selectOption({ label: 'Bulk Orders' });
  await form.getByLabel('Message').fill('We need 500 sets before June.');
  await form.getByLabel(/Subscribe to our newsletter/).check();
  return form;
}

test.describe('home contact form', () => {
  test("shows each rule's message on the fields and focuses the first", async ({ page }) => {
    await page.goto('/#contact');
    const form = page.locator('form[data-form="home-contact"]');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByLabel('Full Name')).toBeFocused();
    for (const [label, message] of [
      ['Full Name', 'Please enter your full name.'],
      ['Email Address', 'Please enter your email address.'],
      ['Subject', 'Please enter your subject.'],
      ['Inquiry Type', 'Please choose an inquiry type.'],
      ['Message', 'Please enter your message.'],
    ]) {
      const input = form.getByLabel(label);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      const describedBy = (await input.getAttribute('aria-describedby')) ?? '';
      await expect(page.locator(`[id="${defined(describedBy.split(' ').find((id) => id.includes('error')))}"]`)).toHaveText(message);
    }
    await form.getByLabel('Email Address').fill('jane@nowhere');
    await form.getByLabel('Phone Number').fill('12345');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form).toContainText('Please enter a valid email address.');
    await expect(form).toContainText('Please enter a Kenyan phone number, e.g. +254 712 345 678 or 0712 345 678.');
    expect(outbox().filter((m) => m.template_params.email === 'jane@nowhere')).toEqual([]);
  });

  test("sends the e-mail with the spec's parameters, then notifies and resets", async ({ page }) => {
    await page.goto('/#contact');
    const email = uniqueEmail('jane');
    const form = await fillHomeForm(page, email);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('button', { name: 'Sending Message...' })).toBeDisabled();
    const toast = page.locator('.mantine-Notification-root');
    await expect(toast).toContainText('Message Sent Successfully!');
    await expect(toast).toContainText("Thank you for reaching out. We'll get back to you within 24 hours.");
    const box = await toast.boundingBox();
    const viewport = defined(page.viewportSize());
    const shown = defined(box, 'the notification on screen');
    expect(shown.x + shown.width).toBeGreaterThan(viewport.width - 40);
    expect(shown.y + shown.height).toBeGreaterThan(viewport.height - 120);
    await expect(form.getByLabel('Full Name')).toHaveValue('');
    expect(mailsFrom(email)).toEqual(
      [
        {
          template_id: 'home',
          template_params: {
            name: 'Jane Wanjiru',
            email,
            phone: '0712 345 678',
            subject: 'Cutlery for our hotel',
            inquiry_type: 'bulk_orders',
            message: 'We need 500 sets before June.',
            newsletter: true,
            // The page's language, for the answer (the template's {{language}}).
            language: 'en',
          },
        },
      ].map((m) => expect.objectContaining(m)),
    );
  });

  test('a failing e-mail service shows the failure and keeps what was typed', async ({ page }) => {
    await page.route('**/api/v1.0/email/send', (route) => route.fulfill({ status: 500, body: 'Internal error' }));
    await page.goto('/#contact');
    const email = uniqueEmail('fail');
    const form = await fillHomeForm(page, email);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('alert')).toHaveText('Failed to send message. Please try again.');
    await expect(form.getByLabel('Full Name')).toHaveValue('  Jane Wanjiru  ');
    await expect(form.getByLabel('Email Address')).toHaveValue(email);
    await expect(form.getByRole('textbox', { name: /^Message/ })).toHaveValue('We need 500 sets before June.');
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    // Trying again at once works once the service is back.
    await page.unroute('**/api/v1.0/email/send');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.locator('.mantine-Notification-root')).toContainText('Message Sent Successfully!');
    expect(mailsFrom(email)).toHaveLength(1);
  });

  test('a second message within ten seconds is throttled and not sent', async ({ page }) => {
    await page.goto('/#contact');
    const first = uniqueEmail('first');
    let form = await fillHomeForm(page, first);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.locator('.mantine-Notification-root')).toContainText('Message Sent Successfully!');
    const second = uniqueEmail('second');
    form = await fillHomeForm(page, second);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('alert')).toHaveText('Failed to send message. Please try again.');
    expect(mailsFrom(first)).toHaveLength(1);
    expect(mailsFrom(second)).toHaveLength(0);
  });

  test('a double click sends once', async ({ page }) => {
    let requests = 0;
    await page.route('**/api/v1.0/email/send', async (route) => {
      requests++;
      await new Promise((r) => setTimeout(r, 300));
      await route.continue();
    });
    await page.goto('/#contact');
    const form = await fillHomeForm(page, uniqueEmail('double'));
    await form.getByRole('button', { name: 'Send Message' }).dblclick();
    await expect(page.locator('.mantine-Notification-root')).toContainText('Message Sent Successfully!');
    expect(requests).toBe(1);
  });

  test('a bot that fills the hidden field is told all went well, and nothing is sent', async ({ page }) => {
    let requests = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/v1.0/email/send')) requests++;
    });
    await page.goto('/#contact');
    const form = await fillHomeForm(page, uniqueEmail('bot'));
    await form.locator('input[name="website"]').evaluate((el: HTMLInputElement) => {
      el.value = 'http://spam.example';
    });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.locator('.mantine-Notification-root')).toContainText('Message Sent Successfully!');
    expect(requests).toBe(0);
  });
});

test('contact page form offers the five subjects and sends its own parameters', async ({ page }) => {
  await page.goto('/contact');
  const form = page.locator('form[data-form="contact"]');
  await expect(form.getByLabel('Subject').locator('option:not([value=""])')).toHaveText([
    'Product Inquiry',
    'Training Programs',
    'Partnership',
    'Bulk Order',
    'General Question',
  ]);
  const email = uniqueEmail('contact');
  await form.getByLabel('Full Name').fill('Otieno Omondi');
  await form.getByLabel('Email Address').fill(email);
  await form.getByLabel('Subject').selectOption('bulk-order');
  await form.getByLabel('Message').fill('Price for 200 chairs?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.locator('.mantine-Notification-root')).toContainText('Message Sent Successfully!');
  const [mail] = mailsFrom(email);
  expect(mail.template_id).toBe('contact');
  expect(mail.template_params).toEqual({
    from_name: 'Otieno Omondi',
    from_email: email,
    phone: '',
    subject: 'bulk-order',
    message: 'Price for 200 chairs?',
    language: 'en',
  });
});

test.describe('training application', () => {
  test('Apply Now on a program card presets the program and brings the form into view', async ({ page }) => {
    await page.goto('/training');
    const advanced = defined(model.content.programs.find((p) => p.id === 'advanced'));
    await (await whenLive(page.getByRole('link', { name: `Apply Now: ${advanced.name}` }))).click();
    const form = page.locator('form[data-form="training-application"]');
    await expect(form.getByLabel('Preferred Program')).toHaveValue('advanced');
    await expect(form.getByLabel('Full Name')).toBeInViewport();
    await expect(form.getByLabel('Full Name')).toBeFocused();
  });

  test('is really sent', async ({ page }) => {
    await page.goto('/training');
    const form = page.locator('form[data-form="training-application"]');
    const email = uniqueEmail('trainee');
    await form.getByLabel('Full Name').fill('Amina Nafula');
    await form.getByLabel('Email Address').fill(email);
    await form.getByLabel('Phone Number').fill('+254 712 000 111');
    await form.getByLabel('Preferred Program').selectOption('basic');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.locator('.mantine-Notification-root')).toContainText('Application Sent Successfully!');
    expect(mailsFrom(email)[0]).toMatchObject({
      template_id: 'training',
      template_params: { name: 'Amina Nafula', program: 'basic', phone: '+254 712 000 111' },
    });
  });
});

test.describe('newsletter boxes', () => {
  for (const where of [
    { name: 'footer', url: '/', box: 'footer form[data-form="newsletter"]' },
    { name: 'home page', url: '/', box: 'main form[data-form="newsletter"]' },
    { name: 'blog', url: '/blog', box: 'main form[data-form="newsletter"]' },
  ]) {
    test(`the ${where.name} box subscribes once and knows a repeat`, async ({ page }) => {
      await page.goto(where.url);
      const box = page.locator(where.box);
      const email = uniqueEmail('reader');
      await box.getByRole('textbox').fill(email);
      await box.getByRole('button', { name: 'Subscribe' }).click();
      await expect(box.getByRole('status')).toHaveText('🎉 Thanks for subscribing!');
      await expect(box.getByRole('textbox')).toHaveValue('');
      await box.getByRole('textbox').fill(email.toUpperCase());
      await box.getByRole('button', { name: 'Subscribe' }).click();
      await expect(box.getByRole('alert')).toHaveText('You are already subscribed!');
    });
  }

  test('an empty address is refused and nothing is sent', async ({ page }) => {
    let requests = 0;
    page.on('request', (r) => {
      if (r.url().includes('/rest/v1/')) requests++;
    });
    await page.goto('/');
    const box = page.locator('footer form[data-form="newsletter"]');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box).toContainText('Please enter a valid email.');
    expect(requests).toBe(0);
  });

  test('any other error says so and logs it', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.route('**/rest/v1/newsletter_subscribers', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'XX000', message: 'boom', details: null, hint: null }),
      }),
    );
    await page.goto('/');
    const box = page.locator('footer form[data-form="newsletter"]');
    await box.getByRole('textbox').fill(uniqueEmail('oops'));
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByRole('alert')).toHaveText('Something went wrong. Try again.');
    expect(errors.some((e) => e.includes('Newsletter sign-up failed'))).toBe(true);
  });
});

test.describe('enquiry dialog', () => {
  test('Buy on WhatsApp in the catalogue asks for details, then opens the chat with the product named', async ({ page }) => {
    await page.goto('/products');
    const product = model.content.products[0];
    await (await whenLive(page.locator('#catalog').getByRole('link', { name: `Buy ${product.name} on WhatsApp` }))).click();
    const dialog = page.getByRole('dialog', { name: 'Enquire on WhatsApp' });
    await expect(dialog).toContainText(`Product: ${product.name}`);
    await dialog.getByRole('button', { name: 'Continue on WhatsApp' }).click();
    await expect(dialog.getByLabel('Your Name')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel('Your Name').fill('Jane');
    await dialog.getByLabel('Quantity').fill('20 sets');
    const [popup] = await Promise.all([page.waitForEvent('popup'), dialog.getByRole('button', { name: 'Continue on WhatsApp' }).click()]);
    const url = new URL(popup.url());
    expect(url.searchParams.get('phone')).toBe(model.site.chatNumber);
    expect(url.searchParams.get('text')).toBe(
      `${model.chat.templates.productInquiry.replace('{productName}', product.name)}\n\nYour Name: Jane\nQuantity: 20 sets`,
    );
    await expect(dialog).toBeHidden();
  });

  test('Request Bulk Quote opens the dialog in bulk-quote mode', async ({ page }) => {
    await page.goto('/products');
    await (await whenLive(page.locator('#custom').getByRole('link', { name: 'Request Bulk Quote' }))).click();
    const dialog = page.getByRole('dialog', { name: 'Request a Bulk Quote' });
    await dialog.getByLabel('Your Name').fill('Kamau');
    await dialog.getByLabel('Products and Quantities').fill('500 cutlery sets');
    const [popup] = await Promise.all([page.waitForEvent('popup'), dialog.getByRole('button', { name: 'Continue on WhatsApp' }).click()]);
    expect(new URL(popup.url()).searchParams.get('text')).toBe(
      `${model.chat.templates.bulkQuote}\n\nYour Name: Kamau\nProducts and Quantities: 500 cutlery sets`,
    );
  });

  test('closes with Escape and gives focus back, even when Escape comes at once', async ({ page }) => {
    await page.goto('/products');
    const opener = await whenLive(page.locator('#custom').getByRole('link', { name: 'Request Bulk Quote' }));
    const dialog = page.getByRole('dialog', { name: 'Request a Bulk Quote' });
    await opener.click();
    await expect(dialog.getByRole('button', { name: 'Close dialog' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    // From the keyboard, closed before the dialog has moved focus into itself (Mantine does
    // that in a timer; a busy phone runs it late): focus still comes back to the button.
    for (let round = 1; round <= 3; round++) {
      await page.keyboard.press('Enter');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener, `focus back after a quick close (${round})`).toBeFocused();
    }
  });
});
