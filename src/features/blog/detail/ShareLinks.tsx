import { Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-2);
  color: var(--c-muted);
  svg {
    inline-size: 1.125rem;
    block-size: 1.125rem;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: var(--space-2);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    padding: var(--space-1) var(--space-3);
    border: 1px solid var(--c-border);
    border-radius: var(--radius-pill);
    color: var(--c-heading);
    font-size: var(--fs-sm);
    text-decoration: none;
  }
  a:hover {
    border-color: var(--c-primary);
    color: var(--c-primary-text);
  }
`;

/** Each network's own share address, with the post's address (and, for X, its title) encoded. */
export const shareTargets = (url: string, title: string) => [
  {
    name: 'X',
    href: `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
  },
  { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}` },
  { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}` },
];

/**
 * Plain links to the networks' share pages, in a new tab: no script of theirs loads here, and the
 * page opened learns nothing of this one (`noopener noreferrer`).
 */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('blog');
  return (
    <Row>
      <Share2 aria-hidden />
      <span id="blog-share">{t('blog.share')}</span>
      <ul aria-labelledby="blog-share">
        {shareTargets(url, title).map((target) => (
          <li key={target.name}>
            <a
              href={target.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('blog.shareOn', { network: target.name })}
            >
              {target.name}
            </a>
          </li>
        ))}
      </ul>
    </Row>
  );
}
