import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { blogLimits, blogStatuses } from '@/lib/api/blogRules';
import type { BlogEdit } from '@/lib/api/schemas/blog';
import { saveWithFieldErrors, unexplainedFailure } from '@/lib/fieldErrors';
import { useEditorLabels } from '@/lib/hooks/useEditorLabels';
import { Alert } from '@/ui/alert/Alert';
import { Button } from '@/ui/button/Button';
import { Editor } from '@/ui/editor/Editor';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import { RadioGroup } from '@/ui/radio/RadioGroup';
import { Textarea } from '@/ui/textarea/Textarea';
import { toast } from '@/ui/toast/toast';
import { useSavePost } from '../api/edit';
import { postPath } from '../place';
import { CategoriesField } from './CategoriesField';
import { FeaturedImageField } from './FeaturedImageField';
import { LabelledGroup } from './LabelledGroup';
import { postFields, postForm, slugify, toBody, valuesOf, type PostValues } from './postForm';

const Form = styled.form`
  display: grid;
  gap: var(--space-5);
`;
const Pair = styled.div`
  display: grid;
  gap: var(--space-5);
  @media (min-width: 48rem) {
    grid-template-columns: 1fr 1fr;
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-3);
`;

/**
 * The post's fields. The slug follows the title until it is edited by hand. A refusal the server
 * names by field shows at that field and what was typed stays; a save says so in a toast.
 */
export function PostEditForm({ post }: { post: BlogEdit }) {
  const { t } = useTranslation('blog');
  const editorLabels = useEditorLabels();
  const [initial] = useState(() => valuesOf(post));
  // An existing slug that is not its title's was chosen by hand: keep it.
  const [slugByHand, setSlugByHand] = useState(post.slug !== slugify(post.blogTitle));
  const save = useSavePost();
  const form = useForm<PostValues>({ resolver: zodResolver(postForm), defaultValues: initial });
  const { errors, isSubmitting } = form.formState;
  // The form's own rules name keys under `blog.` (with the limits to fill in); the server's words show as they come.
  const message = (text: string | undefined) => (text?.startsWith('blog.') ? t(text, blogLimits) : text);

  const onSubmit = form.handleSubmit(async (values) => {
    const saved = await saveWithFieldErrors(form, postFields, async () => {
      const answer = await save.mutateAsync(await toBody(post.id, values));
      form.reset(valuesOf(answer));
    });
    if (saved) toast.success(t('blog.saved', { title: values.blogTitle.trim() }));
  });
  const failure = unexplainedFailure(save.error, postFields);
  const title = form.register('blogTitle', {
    onChange: (event: { target: { value: string } }) => {
      if (!slugByHand)
        form.setValue('slug', slugify(event.target.value), { shouldValidate: form.formState.isSubmitted });
    },
  });
  const slug = form.register('slug', { onChange: () => setSlugByHand(true) });
  const excerpt = useWatch({ control: form.control, name: 'excerpt' });

  return (
    <Form noValidate aria-label={t('blog.editForm')} onSubmit={(event) => void onSubmit(event)}>
      {failure && (
        <Alert tone="danger" role="alert">
          {t('blog.saveFailed', { message: failure })}
        </Alert>
      )}
      <Pair>
        <Field label={t('blog.fields.title')} error={message(errors.blogTitle?.message)} required>
          <Input autoComplete="off" maxLength={blogLimits.title} {...title} />
        </Field>
        <Field label={t('blog.fields.slug')} hint={t('blog.slugHint')} error={message(errors.slug?.message)} required>
          <Input autoComplete="off" spellCheck={false} {...slug} />
        </Field>
      </Pair>
      <Pair>
        <Controller
          control={form.control}
          name="blogCategories"
          render={({ field, fieldState }) => (
            <LabelledGroup label={t('blog.fields.categories')} error={message(fieldState.error?.message)}>
              {({ labelId }) => <CategoriesField labelledBy={labelId} value={field.value} onChange={field.onChange} />}
            </LabelledGroup>
          )}
        />
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => (
            <RadioGroup
              label={t('blog.fields.status')}
              orientation="horizontal"
              value={field.value}
              onValueChange={field.onChange}
              options={blogStatuses.map((status) => ({ value: status, label: t(`blog.status.${status}`) }))}
            />
          )}
        />
      </Pair>
      <Field label={t('blog.fields.excerpt')} error={message(errors.excerpt?.message)}>
        <Textarea rows={3} maxLength={blogLimits.excerpt} value={excerpt} {...form.register('excerpt')} />
      </Field>
      <Controller
        control={form.control}
        name="image"
        render={({ field }) => (
          <LabelledGroup label={t('blog.fields.featuredImage')}>
            {({ labelId }) => (
              <FeaturedImageField
                labelledBy={labelId}
                current={form.getValues('featuredImage')}
                file={field.value ?? null}
                onFile={(file) => {
                  field.onChange(file);
                  form.clearErrors('featuredImage');
                }}
                error={message(errors.featuredImage?.message)}
              />
            )}
          </LabelledGroup>
        )}
      />
      <Controller
        control={form.control}
        name="content"
        render={({ field, fieldState }) => (
          <LabelledGroup label={t('blog.fields.content')} error={message(fieldState.error?.message)}>
            {({ errorId }) => (
              <Editor
                label={t('blog.fields.content')}
                labels={editorLabels}
                loadingLabel={t('blog.loadingEditor')}
                minRows={10}
                value={initial.content}
                onChange={field.onChange}
                describedBy={errorId}
                invalid={errorId !== undefined}
              />
            )}
          </LabelledGroup>
        )}
      />
      <Actions>
        <Button type="submit" loading={isSubmitting}>
          {t('blog.save')}
        </Button>
        <Link to={postPath(post.id)}>{t('blog.viewPost')}</Link>
      </Actions>
    </Form>
  );
}
