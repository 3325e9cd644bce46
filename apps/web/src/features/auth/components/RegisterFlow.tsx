import { LIMITS, type LoginResult, MSG, OTHER_COUNTRY } from '@kinetic/domain';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { notifications } from '../../../components/toasts';
import { ApiError } from '../../../lib/api-client';
import { useBrand } from '../../../lib/brand';
import { domainText, useTranslation } from '../../../lib/i18n';
import { session } from '../../../lib/session';
import { ReferralBanner } from '../../referrals';
import type { SavedCity } from '../api/interested-city';
import { useSavePreferences } from '../api/preferences';
import { useFocusFirst } from '../hooks/use-focus-first';
import { authModal } from '../model/auth-modal-store';
import {
  firstRegisterStep,
  isBeforeAccount,
  REGISTER_STEP_COUNT,
  type RegisterStep,
  registerStepNumber,
} from '../model/register-steps';
import { ActivitiesStep, type ActivityChoice } from './register/ActivitiesStep';
import { DetailsStep } from './register/DetailsStep';
import { ExpandCityStep } from './register/ExpandCityStep';
import { IntroStep } from './register/IntroStep';
import { OtherCityStep } from './register/OtherCityStep';
import { PartnerRegisterLinks } from './register/PartnerRegisterLinks';
import { StepHeader } from './register/StepHeader';
import { StoreStep } from './register/StoreStep';
import { TimesStep } from './register/TimesStep';

interface Props {
  onRegistered: (result: LoginResult) => void;
  /** Closes the popup as a logged-in user and applies the post-login redirect. */
  onFinish: () => void;
}

/**
 * SPEC 2.3 and 4.1. The white-label brand skips the country step and uses its preselected store, so it
 * starts at 'Step 2 of 5'.
 */
export function RegisterFlow({ onRegistered, onFinish }: Props) {
  const { t } = useTranslation('auth');
  const brand = useBrand();
  const navigate = useNavigate();
  const savePreferences = useSavePreferences();
  const [step, setStep] = useState<RegisterStep>(firstRegisterStep(brand.isPrime));
  const [country, setCountry] = useState<string | null>(null);
  const [city, setCity] = useState<SavedCity | null>(null);
  const [activities, setActivities] = useState<ActivityChoice[]>([]);
  const [times, setTimes] = useState<string[]>([]);
  const [saveFailure, setSaveFailure] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  useFocusFirst(root, step);

  const storeId = brand.isPrime ? (brand.preselectedStoreId ?? LIMITS.defaultStoreId) : Number(country);

  const leaveToClasses = () => {
    authModal.close();
    navigate('/classes');
  };

  const save = async () => {
    const user = session.get();
    if (!user) return;
    setSaveFailure(null);
    try {
      const result = await savePreferences.mutateAsync({
        userId: user.id,
        body: { userDetailMappingList: activities, timePreference: times.join(',') },
      });
      session.update(result.user);
      notifications.show({ color: 'teal', title: t('register.preferencesSaved'), message: result.message });
      onFinish();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // SPEC 8.2: a failed preference update has its own fixed message.
      if (error.status > 0) setSaveFailure(domainText(MSG.profileError));
    }
  };

  return (
    <div ref={root}>
      <StepHeader step={registerStepNumber(step)} total={REGISTER_STEP_COUNT} />
      {(step === 'store' || step === 'details') && (
        <ReferralBanner
          storeId={storeId > 0 ? storeId : (brand.preselectedStoreId ?? LIMITS.defaultStoreId)}
          brandName={brand.name}
        />
      )}
      {step === 'store' && (
        <StoreStep
          value={country}
          onChange={setCountry}
          onNext={() => setStep(country === OTHER_COUNTRY ? 'city' : 'details')}
        />
      )}
      {step === 'city' && (
        <OtherCityStep
          onBack={() => setStep('store')}
          onSaved={(saved) => {
            setCity(saved);
            setStep('expand');
          }}
        />
      )}
      {step === 'expand' && city !== null && <ExpandCityStep city={city} onDone={leaveToClasses} />}
      {step === 'details' && (
        <DetailsStep
          storeId={storeId}
          onBack={brand.isPrime ? undefined : () => setStep('store')}
          onRegistered={(result) => {
            onRegistered(result);
            setStep('intro');
          }}
        />
      )}
      {step === 'intro' && <IntroStep onStart={() => setStep('activities')} onSkip={onFinish} />}
      {step === 'activities' && (
        <ActivitiesStep
          value={activities}
          onChange={setActivities}
          onBack={() => setStep('intro')}
          onSkip={onFinish}
          onNext={() => setStep('times')}
        />
      )}
      {step === 'times' && (
        <TimesStep
          value={times}
          onChange={setTimes}
          onBack={() => setStep('activities')}
          onSkip={onFinish}
          onSave={save}
          saving={savePreferences.isPending}
          failure={saveFailure}
        />
      )}
      {!brand.isPrime && isBeforeAccount(step) && <PartnerRegisterLinks />}
    </div>
  );
}
