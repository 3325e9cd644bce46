/**
 * The rules of who is listed and visible while the operator reviews new partners, as SQL that other
 * modules' repositories compose into their own statements (class lists, search, the shop, PT,
 * bookings' join). Listed in scripts/face-exports.ts's exceptions: these are query pieces, not services.
 */
export {
  approvedPartner,
  listedClass,
  listedPackage,
  listedPtTrainer,
  visiblePartner,
} from './listing.parts';
export { ANONYMOUS, type PartnerViewer } from './partner-viewer';
