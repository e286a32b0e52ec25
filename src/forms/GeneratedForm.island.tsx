import { zodResolver } from '@hookform/resolvers/zod';
import { useSaid } from '../ui/facts';
import { Alert, Button, Checkbox, Group, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type UseFormRegister, type FieldErrors } from 'react-hook-form';
import { changedField } from '../islands/changedField';
import { island } from '../islands/island';
import { mailHref } from '../lib/contactLinks';
import { chatTemplate, chatUrl, fillTemplate } from '../services/chat';
import { fill } from '../i18n/fill';
import type { Messages } from '../i18n/messages';
import { useFacts, useLanguage } from '../ui/facts';
import { notify } from '../ui/notify';
import type { FieldT, FormT } from '../schema/forms';
import { runAction, type Outcome } from './actions';
import { bringIntoView, onPreset, presetFromAddress } from './presets';
import { defaultValues, formSchema, type Values } from './rules';
import classes from './GeneratedForm.module.css';

/** The spec's pause between a sent e-mail and its notification. */
export const SUCCESS_DELAY_MS = 1000;

const AUTOCOMPLETE: Partial<Record<FieldT['kind'], string>> = { email: 'email', tel: 'tel' };

export interface GeneratedFormProps {
  form: FormT;
  /** Values filled in at the start (e.g. the product of an enquiry). */
  preset?: Record<string, string>;
  /** 'inline' puts one field and the button on a line (newsletter boxes). */
  layout?: 'stack' | 'inline';
  /** Called after a successful send (e.g. to close a dialog). */
  onDone?: () => void;
  /** Distinguishes several copies of one form on a page (ids must be unique). */
  idPrefix?: string;
  /** For forms on a dark background. */
  inverted?: boolean;
}

function FieldInput({
  field,
  register,
  errors,
  id,
  starting,
}: {
  field: FieldT;
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
  id: string;
  /** The value the form is drawn with (its default, or a preset such as the program of a program page). */
  starting: Values[string] | undefined;
}) {
  const { messages } = useLanguage();
  const said = useSaid();
  const error = errors[field.name]?.message;
  if (field.kind === 'hidden') return <input type="hidden" {...register(field.name)} />;
  const common = { id, label: said(field.label), description: said(field.description), error, required: field.required };
  switch (field.kind) {
    case 'checkbox':
      return <Checkbox {...register(field.name)} id={id} label={said(field.label)} description={said(field.description)} error={error} />;
    case 'textarea':
      return (
        <Textarea {...register(field.name)} {...common} rows={field.rows} placeholder={field.placeholder} maxLength={field.maxLength} />
      );
    case 'select':
      return (
        <NativeSelect
          {...register(field.name)}
          {...common}
          // Marks the starting option in the HTML: without it the page shows the first
          // choice before the code comes, and a visitor's own choice cannot be told apart.
          defaultValue={typeof starting === 'string' ? starting : ''}
          // Mantine's own chevron is Combobox's, whose 7 KB stylesheet this one icon would bring.
          rightSection={<IconChevronDown size={16} aria-hidden />}
          rightSectionPointerEvents="none"
          data={[{ value: '', label: field.placeholder ?? messages.choose, disabled: field.required }, ...field.options]}
        />
      );
    default:
      return (
        <TextInput
          {...register(field.name)}
          {...common}
          type={field.kind === 'text' ? 'text' : field.kind}
          placeholder={field.placeholder}
          maxLength={field.maxLength}
          autoComplete={AUTOCOMPLETE[field.kind] ?? (field.name === 'name' || field.name === 'from_name' ? 'name' : undefined)}
          inputMode={field.kind === 'tel' ? 'tel' : field.kind === 'email' ? 'email' : undefined}
        />
      );
  }
}

/** The id of a form's field: its form's prefix and its name (the label's `for`, the box's `id`). */
const fieldId = (idPrefix: string, name: string) => `${idPrefix}-${name}`;

/**
 * The values a visitor entered in the prerendered form while its code was still
 * loading: each field whose value differs from the one the page came with. They
 * win over the form's defaults; without this, a choice made in a select before
 * the code came was lost (typed text survived).
 */
function enteredBeforeLoad(form: FormT, idPrefix: string): Values {
  if (typeof document === 'undefined') return {};
  const entered: Values = {};
  for (const f of form.fields) {
    const el = document.getElementById(fieldId(idPrefix, f.name));
    if (!el || !changedField(el)) continue;
    if (el instanceof HTMLInputElement) entered[f.name] = el.type === 'checkbox' ? el.checked : el.value;
    else if (el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) entered[f.name] = el.value;
  }
  return entered;
}

/**
 * A form declared in content/forms/, validated in the browser and sent by its
 * action. Idle → sending (button disabled) → success or failure; a failure keeps
 * every value, a success resets the form.
 */
export function GeneratedFormLive({ form, preset, layout = 'stack', onDone, idPrefix = form.id, inverted }: GeneratedFormProps) {
  const { site, chat } = useFacts();
  const { lang, messages } = useLanguage();
  const schema = useMemo(() => formSchema(form, messages, site.phone), [form, messages, site.phone]);
  // What the visitor entered in the prerendered form before this code came is kept.
  // What the page was drawn with (the same on the server and in the browser)…
  const starting = useMemo(() => defaultValues(form, preset), [form, preset]);
  // …and what the visitor entered in it before this code came.
  // …and a preset the address carries (Apply Now followed before the page was live).
  const initial = useMemo(
    () => ({
      ...starting,
      ...presetFromAddress(
        form.id,
        form.fields.map((f) => f.name),
      ),
      ...enteredBeforeLoad(form, idPrefix),
    }),
    [starting, form, idPrefix],
  );
  const { register, handleSubmit, reset, setValue, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: initial,
    shouldFocusError: true,
  });
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const root = useRef<HTMLFormElement>(null);
  const visible = form.fields.filter((f) => f.kind !== 'hidden');

  useEffect(
    () =>
      onPreset(form.id, (values) => {
        for (const [k, v] of Object.entries(values)) setValue(k, v, { shouldDirty: true });
        bringIntoView(root.current);
        if (visible[0]) document.getElementById(fieldId(idPrefix, visible[0].name))?.focus({ preventScroll: true });
      }),
    [form.id, setValue, visible, idPrefix],
  );

  const succeed = async (outcome: Outcome = { ok: true }) => {
    // A ticked newsletter box: say whether the sign-up worked too.
    const signUp =
      outcome.ok && outcome.subscribed !== undefined
        ? outcome.subscribed
          ? (form.messages.subscribed ?? messages.subscribed)
          : (form.messages.notSubscribed ?? messages.notSubscribed)
        : '';
    if (form.action.type === 'email') {
      await new Promise((r) => setTimeout(r, SUCCESS_DELAY_MS));
      await notify({
        title: form.messages.successTitle,
        message: signUp ? `${form.messages.success} ${signUp}` : form.messages.success,
        color: 'bamboo',
        position: 'bottom-right',
      });
      setStatus(null);
    } else {
      setStatus({ tone: 'success', text: form.messages.success });
    }
    reset(defaultValues(form, form.action.type === 'chat' ? preset : undefined));
    onDone?.();
  };

  const send = handleSubmit(
    async (values) => {
      try {
        // A filled honeypot means a bot: pretend all went well and send nothing.
        if (honeypot.current?.value) {
          await succeed();
          return;
        }
        const outcome = await runAction(form, values, { number: site.chatNumber, templates: chat.templates }, { lang, words: messages });
        if (outcome.ok) {
          await succeed(outcome);
          return;
        }
        setStatus({ tone: 'error', text: outcome.duplicate && form.messages.duplicate ? form.messages.duplicate : form.messages.failure });
      } finally {
        sending.current = false;
        setBusy(false);
      }
    },
    () => {
      setBusy(false);
    },
  );

  /*
   * The form's action (React 19): a form sent before this code came is queued by React's
   * inline script and sent once the form is live, with what the visitor typed.
   */
  const action = async () => {
    // Once per send, however fast the clicks come.
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setStatus(null);
    await send();
    // Values that did not pass validation sent nothing: the next press may try again.
    sending.current = false;
  };

  const disabled = busy || formState.isSubmitting;
  const submit = (
    <Button
      type="submit"
      data-needs-js
      disabled={disabled}
      color={inverted ? 'earth' : undefined}
      className={layout === 'inline' ? undefined : classes.submit}
      size={layout === 'inline' ? 'sm' : 'md'}
    >
      {disabled ? (form.submit.sending ?? messages.sending) : form.submit.label}
    </Button>
  );
  const hiddenInfo = form.fields.filter((f) => f.kind === 'hidden' && f.label && initial[f.name]);

  return (
    <form
      ref={root}
      action={action}
      // React resets a form after its action; a failed send must keep what was typed, and a
      // successful one resets through react-hook-form.
      onReset={(e) => e.preventDefault()}
      noValidate
      className={classes.form}
      data-form={form.id}
      data-inverted={inverted || undefined}
    >
      <div className={classes.honeypot} aria-hidden="true">
        <label htmlFor={fieldId(idPrefix, 'website')}>{messages.honeypot}</label>
        <input ref={honeypot} id={fieldId(idPrefix, 'website')} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {hiddenInfo.map((f) => (
        <Text key={f.name} fz="sm" fw={600} mb="sm">
          {f.label}: {String(initial[f.name])}
        </Text>
      ))}
      {layout === 'inline' ? (
        <Group gap="xs" align="flex-start" wrap="nowrap">
          {visible.map((f) => (
            <TextInput
              key={f.name}
              {...register(f.name)}
              id={fieldId(idPrefix, f.name)}
              type={f.kind === 'email' ? 'email' : 'text'}
              aria-label={f.label}
              placeholder={'placeholder' in f ? f.placeholder : undefined}
              error={formState.errors[f.name]?.message}
              autoComplete={f.kind === 'email' ? 'email' : undefined}
              maxLength={'maxLength' in f ? f.maxLength : undefined}
              style={{ flex: 1 }}
              classNames={{ error: classes.error }}
            />
          ))}
          {submit}
        </Group>
      ) : (
        <Stack gap="md">
          {form.fields.map((f) => (
            <FieldInput
              key={f.name}
              field={f}
              register={register}
              errors={formState.errors}
              id={fieldId(idPrefix, f.name)}
              starting={starting[f.name]}
            />
          ))}
          {submit}
        </Stack>
      )}
      <NoScriptWay form={form} email={site.email} chatNumber={site.chatNumber} templates={chat.templates} words={messages} />
      <div aria-live="polite" className={classes.status}>
        {status?.tone === 'success' && (
          <Text role="status" fw={600} className={classes.success}>
            {status.text}
          </Text>
        )}
        {status?.tone === 'error' &&
          (layout === 'inline' ? (
            <Text role="alert" fw={600} className={classes.error}>
              {status.text}
            </Text>
          ) : (
            <Alert role="alert" color="red" variant="light" title={status.text} />
          ))}
      </div>
    </form>
  );
}

/**
 * The way through with scripts off: the form's own button needs them, so it hides
 * (html:not(.js) [data-needs-js]) and this takes its place. An e-mail or newsletter form is
 * sent by the mail app with what was typed (one "field=value" line each); a chat form opens
 * the chat app with its message.
 */
function NoScriptWay({
  form,
  email,
  chatNumber,
  templates,
  words,
}: {
  form: FormT;
  email: string;
  chatNumber: string;
  templates: Record<string, string>;
  words: Messages;
}) {
  if (form.action.type === 'chat') {
    const text = fillTemplate(chatTemplate(templates, form.action.template), {});
    return (
      <noscript>
        <a className={classes.noscript} href={chatUrl(chatNumber, text)} target="_blank" rel="noopener noreferrer">
          {fill(words.opensWhatsApp, { label: form.submit.label })}
        </a>
      </noscript>
    );
  }
  const subject = form.title ?? (form.action.type === 'newsletter' ? words.newsletterSubject : words.websiteSubject);
  return (
    <noscript>
      <button
        type="submit"
        className={classes.noscript}
        formAction={`${mailHref(email)}?subject=${encodeURIComponent(subject)}`}
        formMethod="post"
        formEncType="text/plain"
      >
        {fill(words.byEmail, { label: form.submit.label })}
      </button>
    </noscript>
  );
}

/** The form as an island: its definition comes from the page's facts, by id. */
function GeneratedFormIsland({
  formId,
  ...rest
}: Omit<GeneratedFormProps, 'form' | 'onDone' | 'preset'> & { formId: string; preset?: Record<string, string> }) {
  const { forms } = useFacts();
  return <GeneratedFormLive form={forms[formId]} {...rest} />;
}

export default island('forms/GeneratedForm', GeneratedFormIsland);
