import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CopyButton } from '@/ui/copy-button/CopyButton';
import { IconGlyph } from './IconGlyph';
import { importLine, type LucideIconEntry } from './iconData';

/** Holds the chosen icon's lines, or says how to choose one: the same height either way. */
const Chosen = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-3) var(--space-5);
  min-block-size: 4.5rem;
  margin-block-start: var(--space-4);
  padding: var(--space-3) var(--space-4);
  border-radius: var(--radius-md);
  background: var(--c-body);
  code {
    font-family: var(--font-mono);
    font-size: var(--fs-sm);
    color: var(--c-heading);
    overflow-wrap: anywhere;
  }
  > div {
    display: grid;
    gap: var(--space-2);
    flex: 1;
    min-inline-size: min(100%, 16rem);
  }
  > div > div {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: var(--space-2);
  }
  /* Code reads left to right, whatever the page's direction. */
  code {
    direction: ltr;
  }
`;

type Props = {
  icon: LucideIconEntry | undefined;
  /** Whether the import line reached the clipboard when the icon was pressed. */
  copied: boolean | undefined;
  /** The JSX that draws it at the size and stroke chosen. */
  usage: string;
  strokeWidth: number;
};

/** Under the grid: the icon last pressed, its import line and its JSX to copy, and what became of the copy. */
export function ChosenIcon({ icon, copied, usage, strokeWidth }: Props) {
  const { t } = useTranslation('icons');
  return (
    <Chosen>
      {icon ? (
        <>
          <IconGlyph node={icon.node} size={40} strokeWidth={strokeWidth} />
          <div>
            <div>
              <code>{importLine(icon)}</code>
              <CopyButton text={importLine(icon)} size="sm" variant="text">
                {t('demoIcons.copyImport')}
              </CopyButton>
            </div>
            <div>
              <code>{usage}</code>
              <CopyButton text={usage} size="sm" variant="text">
                {t('demoIcons.copyUsage')}
              </CopyButton>
            </div>
          </div>
        </>
      ) : null}
      <p role="status" style={{ margin: 0, flexBasis: icon ? '100%' : undefined }}>
        {icon
          ? t(copied ? 'demoIcons.copied' : 'demoIcons.copyFailed', { name: icon.component })
          : t('demoIcons.noneChosen')}
      </p>
    </Chosen>
  );
}
