export {
  ANONYMOUS,
  approvedPartner,
  listedClass,
  listedPackage,
  listedPtTrainer,
  type PartnerViewer,
  publishedPartner,
  visiblePartner,
} from './partners.repository';
