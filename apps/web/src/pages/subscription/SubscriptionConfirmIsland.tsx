import { TokenActionCard } from '../../components/TokenActionCard';

/**
 * Double opt-in: the card of the confirmation link; the visitor presses Confirm
 * (POST /api/subscriptions/confirm). An island.
 */
export function SubscriptionConfirmCard() {
  return (
    <TokenActionCard
      namespace="subscription"
      endpoint="/api/subscriptions/confirm"
      testId="subscription-confirm-card"
    />
  );
}
