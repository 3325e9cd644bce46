export {
  createLinkPreviewsService,
  type LinkPreview,
  type LinkPreviewsService,
  type PreviewTarget,
  previewTarget,
} from './link-previews.service';
export { escapeHtml, type PageTags, pageTags } from './share-tags';
