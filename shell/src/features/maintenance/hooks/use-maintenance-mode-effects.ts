import { closePreRegistration, useMaintenanceMode } from '@wattle/shared';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSessionController } from '@/lib/session/use-session-controller';
import { useHealthPoll } from '../api/get-health';

/**
 * Polls health and applies maintenance mode (docs/product/screens.md#maintenance-mode): the
 * customer is logged out without a redirect, the pre-registration modal closes, and navigation
 * is held at `/`. One healthy poll ends it. Returns whether maintenance is on.
 */
export function useMaintenanceModeEffects(): boolean {
  useHealthPoll();
  const maintenance = useMaintenanceMode();
  const controller = useSessionController();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => {
    if (!maintenance) return;
    void controller.send({ type: 'MAINTENANCE' });
    closePreRegistration();
  }, [maintenance, controller]);

  useEffect(() => {
    if (maintenance && pathname !== '/') void navigate('/', { replace: true });
  }, [maintenance, pathname, navigate]);

  return maintenance;
}
