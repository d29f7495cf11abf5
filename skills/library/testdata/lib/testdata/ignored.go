package ignored
