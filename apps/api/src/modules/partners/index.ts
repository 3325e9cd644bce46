export {
  ANONYMOUS,
  listedClass,
  type PartnerViewer,
  publishedPartner,
  visiblePartner,
} from './partners.repository';
