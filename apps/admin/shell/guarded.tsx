import type { ComponentType } from 'react';
import type { Permission } from '../../../shared/roles';
import { RequireRole } from './guards';

/** A screen behind the role guard of its permission (spinner, /auth or Access Denied otherwise). */
export function guarded(permission: Permission, Screen: ComponentType): ComponentType {
  function GuardedScreen() {
    return (
      <RequireRole permission={permission}>
        <Screen />
      </RequireRole>
    );
  }
  GuardedScreen.displayName = `Guarded(${Screen.displayName ?? Screen.name})`;
  return GuardedScreen;
}
