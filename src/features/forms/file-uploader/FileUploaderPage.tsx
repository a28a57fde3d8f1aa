import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import MultipleImages from './examples/MultipleImages';
import imagesSource from './examples/MultipleImages.tsx?raw';
import ReadProgress from './examples/ReadProgress';
import progressSource from './examples/ReadProgress.tsx?raw';
import rejectionsSource from './examples/Rejections.tsx?raw';
import SingleFile from './examples/SingleFile';
import singleSource from './examples/SingleFile.tsx?raw';
import TypeAndSizeLimits from './examples/TypeAndSizeLimits';
import limitsSource from './examples/TypeAndSizeLimits.tsx?raw';

const story = (name: string) => `forms-form-elements-file-uploader--${name}`;
const rejections = { file: 'Rejections.tsx', source: rejectionsSource };

/** Each example: its key in `formFileUploader`, the component, its source, its file and its own story. */
const examples = [
  {
    key: 'single',
    Component: SingleFile,
    source: singleSource,
    file: 'SingleFile.tsx',
    story: story('single'),
    more: [rejections],
  },
  {
    key: 'multiple',
    Component: MultipleImages,
    source: imagesSource,
    file: 'MultipleImages.tsx',
    story: story('multiple-with-previews'),
    more: [rejections],
  },
  {
    key: 'limits',
    Component: TypeAndSizeLimits,
    source: limitsSource,
    file: 'TypeAndSizeLimits.tsx',
    story: story('type-and-size-limits'),
    more: [rejections],
  },
  {
    key: 'progress',
    Component: ReadProgress,
    source: progressSource,
    file: 'ReadProgress.tsx',
    story: story('progress'),
  },
] satisfies DemoExample[];

/**
 * `/forms/elements/file-uploader`: the kit's FileDrop (react-dropzone) for one file, several images
 * with previews, type and size limits with their refusals, and progress per file.
 */
export function FileUploaderPage() {
  return <DemoPage namespace="forms" words="formFileUploader" examples={examples} column="22rem" />;
}
