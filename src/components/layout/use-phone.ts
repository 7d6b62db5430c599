import { useMediaQuery } from '@mui/material';
import { MEDIA } from '@/modules/constants';

/** A phone's width (≤ 767 px): forms stack their fields full width, document lines become cards. */
export const usePhone = () => useMediaQuery(MEDIA.mobile, { noSsr: true });
