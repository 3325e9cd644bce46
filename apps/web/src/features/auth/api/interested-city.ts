import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The 'Other' country branch of registration: remember the city, then optionally an e-mail for news. */
/** The saved row and the key that lets this browser, and only it, add the e-mail. */
export interface SavedCity {
  id: number;
  editKey: string;
}

export const saveInterestedCity = (cityName: string) =>
  api<SavedCity>('POST', '/interested-cities', { body: { cityName }, anonymous: true });

export const saveInterestedCityEmail = ({ city, useremail }: { city: SavedCity; useremail: string }) =>
  api<{ id: number }>('PUT', `/interested-cities/${city.id}`, {
    body: { useremail, editKey: city.editKey },
    anonymous: true,
  });

export const useSaveInterestedCity = () => useMutation({ mutationFn: saveInterestedCity });
export const useSaveInterestedCityEmail = () => useMutation({ mutationFn: saveInterestedCityEmail });
