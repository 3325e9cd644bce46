import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The 'Other' country branch of registration: remember the city, then optionally an e-mail for news. */
export const saveInterestedCity = (cityName: string) =>
  api<{ id: number }>('POST', '/interested-cities', { body: { cityName }, anonymous: true });

export const saveInterestedCityEmail = ({ id, useremail }: { id: number; useremail: string }) =>
  api<{ id: number }>('PUT', `/interested-cities/${id}`, { body: { useremail }, anonymous: true });

export const useSaveInterestedCity = () => useMutation({ mutationFn: saveInterestedCity });
export const useSaveInterestedCityEmail = () => useMutation({ mutationFn: saveInterestedCityEmail });
