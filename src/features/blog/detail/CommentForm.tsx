import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { blogLimits } from '@/lib/api/blogRules';
import { saveWithFieldErrors, unexplainedFailure } from '@/lib/fieldErrors';
import { useAuth } from '@/lib/auth/AuthProvider';
import { Alert } from '@/ui/alert/Alert';
import { Avatar } from '@/ui/avatar/Avatar';
import { Button } from '@/ui/button/Button';
import { Field } from '@/ui/field/Field';
import { Textarea } from '@/ui/textarea/Textarea';
import { toast } from '@/ui/toast/toast';
import { useAddComment } from '../api/post';
import { publicUrl } from '@/lib/publicUrl';

const Form = styled.form`
  display: grid;
  gap: var(--space-4);
  justify-items: start;
  > :not(button) {
    justify-self: stretch;
  }
`;

const Author = styled.p`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  margin: 0;
  color: var(--c-muted);
  strong {
    color: var(--c-heading);
  }
`;

type Values = { commentText: string };
const fields = ['commentText'] as const;

/**
 * A comment by the signed-in person (the server takes the name from the session): the text is
 * required and has a length limit. A refusal the server names by field shows under the text, which
 * stays as typed; once saved, the comment shows at the end of the list and the count goes up.
 */
export function CommentForm({ postId }: { postId: number }) {
  const { t } = useTranslation('blog');
  const { user } = useAuth();
  const add = useAddComment(postId);
  const form = useForm<Values>({ defaultValues: { commentText: '' } });
  const [posted, setPosted] = useState(0);
  const { errors, isSubmitting } = form.formState;
  const text = useWatch({ control: form.control, name: 'commentText' });

  const onSubmit = form.handleSubmit(async ({ commentText }) => {
    const saved = await saveWithFieldErrors(form, fields, () =>
      add.mutateAsync({ postId, commentText: commentText.trim() }),
    );
    if (!saved) return;
    setPosted((count) => count + 1);
    toast.success(t('blog.commentAdded'));
  });
  // Emptied once the submit is over: a reset inside it leaves the box showing the old text.
  useEffect(() => {
    if (posted > 0) form.reset();
  }, [posted, form]);
  const failure = unexplainedFailure(add.error, fields);

  return (
    <Form noValidate aria-label={t('blog.addComment')} onSubmit={(event) => void onSubmit(event)}>
      {user && (
        <Author>
          <Avatar name={user.fullName} src={publicUrl(user.avatar)} size="sm" />
          <span>
            {t('blog.commentingAs')} <strong>{user.fullName}</strong>
          </span>
        </Author>
      )}
      {failure && (
        <Alert tone="danger" role="alert">
          {t('blog.commentFailed', { message: failure })}
        </Alert>
      )}
      <Field label={t('blog.commentText')} error={errors.commentText?.message} required>
        <Textarea
          rows={4}
          maxLength={blogLimits.comment}
          value={text}
          {...form.register('commentText', {
            validate: (value) => value.trim() !== '' || t('blog.errors.commentRequired'),
            maxLength: {
              value: blogLimits.comment,
              message: t('blog.errors.commentTooLong', { max: blogLimits.comment }),
            },
          })}
        />
      </Field>
      <Button type="submit" loading={isSubmitting}>
        {t('blog.postComment')}
      </Button>
    </Form>
  );
}
