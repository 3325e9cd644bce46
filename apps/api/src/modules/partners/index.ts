export { ANONYMOUS, type PartnerViewer, publishedPartner, visiblePartner } from './partners.repository';
