import { useQuery } from "@tanstack/react-query";
import { myProfileQueryOptions } from "@client/lib/my-profile-query";

export const useMyProfile = () => useQuery(myProfileQueryOptions());
