import { Badge, type BadgeProps } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ListingChangeStatus } from '../../../shared/membership';

const COLORS: Record<ListingChangeStatus, BadgeProps['color']> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

/** A change's status in words (the colour only helps the eye). */
export function ListingChangeStatusBadge({ status }: { status: ListingChangeStatus }) {
  const { t } = useTranslation('admin');
  return (
    <Badge appearance="tint" color={COLORS[status]}>
      {t(`admin:listingChanges.status.${status}`)}
    </Badge>
  );
}
