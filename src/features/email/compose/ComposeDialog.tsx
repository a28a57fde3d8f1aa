import { Paperclip, Send, Trash2 } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api/client';
import { useEditorLabels } from '@/lib/hooks/useEditorLabels';
import { Button } from '@/ui/button/Button';
import { Editor } from '@/ui/editor/Editor';
import { ConfirmDialog } from '@/ui/modal/ConfirmDialog';
import { toast } from '@/ui/toast/toast';
import { useSaveDraft, useSendMail } from '../api/mailbox';
import { IconAction } from '../components/IconAction';
import { AttachmentList, useAttachmentDrop } from './AttachmentList';
import { checkMail, messageFor, withTyped } from './checks';
import { RecipientsField } from './RecipientsField';
import { isBlank, toBody, type ComposeValues } from './values';
import { Drop, Footer, Form, Line, Message, Subject, Window } from './ComposeDialog.styles';
import { TitleBar } from './TitleBar';

type Props = {
  initial: ComposeValues;
  minimised: boolean;
  onMinimise: (minimised: boolean) => void;
  onClose: () => void;
};

/**
 * A new mail, in a window at the bottom of the screen as mail clients have it: it can be made small
 * and stays open while the reader goes on using the mailbox. Recipients are tokens with suggestions,
 * the body is rich text (its editor loads now, not with the page), files are dropped on it or picked
 * (at most five, ten MB each). Send files it in sent; Save draft keeps it in drafts. When sending
 * fails, everything written stays as it was, with the reason at the field it concerns.
 */
export default function ComposeDialog({ initial, minimised, onMinimise, onClose }: Props) {
  const { t } = useTranslation('email');
  const editorLabels = useEditorLabels();
  const id = useId();
  const [values, setValues] = useState(initial);
  const [texts, setTexts] = useState({ to: '', cc: '', bcc: '' });
  const [shown, setShown] = useState({ cc: initial.cc.length > 0, bcc: initial.bcc.length > 0 });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [rejections, setRejections] = useState<string[]>([]);
  const [discarding, setDiscarding] = useState(false);
  const send = useSendMail();
  const save = useSaveDraft();
  const busy = send.isPending || save.isPending;

  // The caret starts where writing starts: the recipients, else the subject (the editor takes it
  // itself when both are there, as in a reply).
  useEffect(() => {
    const first = initial.to.length === 0 ? `${id}-to` : initial.subject ? undefined : `${id}-subject`;
    if (first) document.getElementById(first)?.focus();
  }, [id, initial]);

  const set = <K extends keyof ComposeValues>(key: K, value: ComposeValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _, ...rest }) => rest);
  };

  const dropzone = useAttachmentDrop(values.attachments, (files) => set('attachments', files), setRejections);

  const fail = (error: Error) => {
    if (error instanceof ApiError && error.status === 400 && Object.keys(error.fieldErrors).length > 0) {
      setErrors(error.fieldErrors);
      setFailure(t('email.compose.fixFields'));
    } else setFailure(t('email.compose.failed', { reason: error.message }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkMail(values, texts, true, t);
    setErrors(found);
    setFailure(undefined);
    if (Object.keys(found).length > 0) return;
    send.mutate(toBody(withTyped(values, texts)), {
      onSuccess: () => {
        toast.success(t('email.compose.sentToast'));
        onClose();
      },
      onError: fail,
    });
  };

  const saveDraft = () => {
    const found = checkMail(values, texts, false, t);
    setErrors(found);
    setFailure(undefined);
    if (Object.keys(found).length > 0) return;
    save.mutate(toBody(withTyped(values, texts)), {
      onSuccess: ({ email }) => {
        setValues((current) => ({ ...current, draftId: email.id }));
        toast.success(t('email.compose.draftSaved'));
      },
      onError: fail,
    });
  };

  const close = () => (isBlank(values) && !texts.to && !texts.cc && !texts.bcc ? onClose() : setDiscarding(true));
  const title = values.subject.trim() || (values.draftId ? t('email.compose.draftTitle') : t('email.compose.title'));
  const field = (name: 'to' | 'cc' | 'bcc', label: string) => {
    const error = messageFor(errors, name);
    return (
      <div>
        <RecipientsField
          id={`${id}-${name}`}
          label={label}
          value={values[name]}
          onChange={(people) => set(name, people)}
          text={texts[name]}
          onText={(text) => {
            setTexts((current) => ({ ...current, [name]: text }));
            setErrors(({ [name]: _, ...rest }) => rest);
          }}
          invalid={error !== undefined}
          errorId={error ? `${id}-${name}-error` : undefined}
        />
        {error && <Message id={`${id}-${name}-error`}>{error}</Message>}
      </div>
    );
  };
  const subjectError = messageFor(errors, 'subject');
  const filesError = messageFor(errors, 'attachments');
  const messageError = messageFor(errors, 'message');
  return (
    <Window role="dialog" aria-modal="false" aria-labelledby={`${id}-title`} data-minimised={minimised || undefined}>
      <TitleBar
        titleId={`${id}-title`}
        title={title}
        formId={`${id}-form`}
        minimised={minimised}
        onMinimise={onMinimise}
        onClose={close}
      />
      <Form id={`${id}-form`} hidden={minimised} noValidate onSubmit={submit} {...dropzone.getRootProps()}>
        <input {...dropzone.getInputProps({ 'aria-label': t('email.compose.attach') })} />
        {dropzone.isDragActive && <Drop aria-hidden>{t('email.compose.dropHere')}</Drop>}
        <Line>
          {field('to', t('email.compose.to'))}
          <Button
            variant="text"
            size="sm"
            aria-pressed={shown.cc}
            onClick={() => setShown((s) => ({ ...s, cc: !s.cc }))}
          >
            {t('email.compose.cc')}
          </Button>
          <Button
            variant="text"
            size="sm"
            aria-pressed={shown.bcc}
            onClick={() => setShown((s) => ({ ...s, bcc: !s.bcc }))}
          >
            {t('email.compose.bcc')}
          </Button>
        </Line>
        {shown.cc && field('cc', t('email.compose.cc'))}
        {shown.bcc && field('bcc', t('email.compose.bcc'))}
        <div>
          <Subject data-invalid={subjectError !== undefined || undefined}>
            <label htmlFor={`${id}-subject`}>{t('email.compose.subject')}</label>
            <input
              id={`${id}-subject`}
              value={values.subject}
              aria-invalid={subjectError !== undefined || undefined}
              aria-describedby={subjectError ? `${id}-subject-error` : undefined}
              onChange={(event) => set('subject', event.target.value)}
            />
          </Subject>
          {subjectError && <Message id={`${id}-subject-error`}>{subjectError}</Message>}
        </div>
        <Editor
          value={initial.message}
          onChange={(html) => set('message', html)}
          label={t('email.compose.message')}
          loadingLabel={t('email.compose.loadingEditor')}
          labels={editorLabels}
          minRows={7}
          invalid={messageError !== undefined}
          initialFocus={initial.to.length > 0 && Boolean(initial.subject)}
        />
        {messageError && <Message>{messageError}</Message>}
        <AttachmentList
          files={values.attachments}
          onRemove={(key) =>
            set(
              'attachments',
              values.attachments.filter((file) => file.key !== key),
            )
          }
        />
        {(rejections.length > 0 || filesError) && (
          <div role="alert">
            {filesError && <Message>{filesError}</Message>}
            {rejections.map((text) => (
              <Message key={text}>{text}</Message>
            ))}
          </div>
        )}
        {failure && (
          <Message role="alert" style={{ fontWeight: 600 }}>
            {failure}
          </Message>
        )}
        <Footer>
          <Button type="submit" loading={send.isPending} disabled={busy} endIcon={<Send aria-hidden size={16} />}>
            {t('email.compose.send')}
          </Button>
          <Button variant="outline" tone="secondary" loading={save.isPending} disabled={busy} onClick={saveDraft}>
            {t('email.compose.saveDraft')}
          </Button>
          <Button
            variant="text"
            tone="secondary"
            startIcon={<Paperclip aria-hidden size={16} />}
            onClick={dropzone.open}
          >
            {t('email.compose.attachFiles')}
          </Button>
          <IconAction label={t('email.compose.discard')} tone="danger" size="md" onClick={close}>
            <Trash2 aria-hidden size={18} />
          </IconAction>
        </Footer>
      </Form>
      <ConfirmDialog
        open={discarding}
        onOpenChange={setDiscarding}
        title={t('email.compose.discardTitle')}
        description={t('email.compose.discardText')}
        confirmLabel={t('email.compose.discard')}
        cancelLabel={t('email.compose.keepWriting')}
        tone="danger"
        onConfirm={onClose}
      />
    </Window>
  );
}
