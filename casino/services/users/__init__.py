"""Who may act: the users, their roles, PINs, sign-ins and second signatures (``auth``), and
the consoles a floor server lets in (``consoles``). Every other service package asks here
who the caller is, so this one sits below them all and imports none of them.
"""
