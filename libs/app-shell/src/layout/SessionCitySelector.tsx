import { useQueries } from '@rewards/api-client';
import { useSession, useUpdateProfile } from '@rewards/auth';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CityPicker } from './CityPicker';

/** Where a visitor's city is kept on this device (a member's is saved on their profile). */
export const VISITOR_CITY_KEY = 'rewards.visitorCity';

function readVisitorCity(): string | null {
  try {
    return window.localStorage.getItem(VISITOR_CITY_KEY);
  } catch {
    return null;
  }
}

/**
 * The city selector with the session behind it: a member's choice is saved with the profile update
 * call (the session's user then carries it), a visitor's is kept in this browser.
 */
export function SessionCitySelector() {
  const session = useSession();
  const queries = useQueries();
  const update = useUpdateProfile();
  const [listWanted, setListWanted] = useState(false);
  const [visitorCity, setVisitorCity] = useState(readVisitorCity);
  const cities = useQuery({ ...queries.user.cities(), enabled: listWanted });
  const member = session.status === 'loggedIn';

  const save = async (city: string) => {
    if (member) {
      await update.mutateAsync({ city });
      return;
    }
    try {
      window.localStorage.setItem(VISITOR_CITY_KEY, city);
    } catch {
      // Private mode without storage: the choice lasts for this page view.
    }
    setVisitorCity(city);
  };

  return (
    <CityPicker
      city={member ? (session.user?.city ?? null) : visitorCity}
      cities={cities.data?.cities}
      loadFailed={cities.isError}
      onOpenChange={(open) => {
        if (open) setListWanted(true);
      }}
      onSave={save}
    />
  );
}
