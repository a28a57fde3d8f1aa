import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import * as z from '@/lib/api/zod';
import { sanitizeHtml } from '@/lib/html/sanitizeHtml';
import { Button } from '@/ui/button/Button';
import { Editor, isEmptyHtml } from '@/ui/editor/Editor';

const schema = z.object({
  body: z.string().check(z.refine((html) => !isEmptyHtml(html), 'Write the announcement before publishing it.')),
});
type Values = z.infer<typeof schema>;

/**
 * A required rich-text field with react-hook-form and zod: publishing an empty body says so under
 * it and puts the focus in it; once written, the published HTML is shown (sanitized).
 */
export default function EditorForm() {
  const [published, setPublished] = useState<string>();
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { body: '' },
    mode: 'onTouched',
  });
  return (
    <form
      onSubmit={handleSubmit((values) => setPublished(values.body))}
      noValidate
      style={{ display: 'grid', gap: '0.75rem' }}
    >
      <Controller
        control={control}
        name="body"
        render={({ field, fieldState }) => (
          <div style={{ display: 'grid', gap: '0.25rem' }}>
            <span aria-hidden style={{ fontWeight: 500 }}>
              Announcement
            </span>
            <Editor
              label="Announcement"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              focusRef={field.ref}
              invalid={fieldState.invalid}
              describedBy={fieldState.error ? 'announcement-error' : undefined}
              minRows={4}
            />
            {fieldState.error ? (
              <p id="announcement-error" role="alert" style={{ margin: 0, color: 'var(--c-danger-text)' }}>
                {fieldState.error.message}
              </p>
            ) : null}
          </div>
        )}
      />
      <Button type="submit" style={{ justifySelf: 'start' }}>
        Publish
      </Button>
      {published ? (
        <section aria-label="Published" style={{ padding: '0.75rem', background: 'var(--c-hover)' }}>
          <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(published) }} />
        </section>
      ) : null}
    </form>
  );
}
