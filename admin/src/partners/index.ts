// The partners resource at /admin/partners (GET/POST/PUT /api/admin/partners): partners of the partner API, their
// keys and requests per day. Its screens load when first opened.
import HandshakeIcon from '@mui/icons-material/Handshake';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./PartnerList').then((m) => ({ default: m.PartnerList }))),
  create: lazy(() => import('./PartnerCreate').then((m) => ({ default: m.PartnerCreate }))),
  edit: lazy(() => import('./PartnerEdit').then((m) => ({ default: m.PartnerEdit }))),
  show: lazy(() => import('./PartnerShow').then((m) => ({ default: m.PartnerShow }))),
  icon: HandshakeIcon,
};
