import { TokenActionCard } from '../../components/TokenActionCard';

/** The card of the unsubscribe link: the visitor presses Unsubscribe (POST /api/unsubscribe). An island. */
export function UnsubscribeCard() {
  return <TokenActionCard namespace="unsubscribe" endpoint="/api/unsubscribe" testId="unsubscribe-card" />;
}
