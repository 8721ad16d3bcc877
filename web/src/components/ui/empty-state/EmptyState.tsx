// What a list shows when nothing matches (the texts are docs/product.md §2's, passed by each screen).
import type { ReactNode } from 'react';
import { translateText } from '@/lib/i18n/texts';
import './empty-state.css';

export function EmptyState({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <div className="empty-state">
      <p>{translateText(message)}</p>
      {action}
    </div>
  );
}
